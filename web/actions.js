// Reading the engine's action notation (docs/protocol.md, "Action notation"): the page uses it
// only to place the server's legal actions on the map; it never builds legality from it.
import { DIRS } from './hexmap.js';

const HEXLIST = /^\d{3,4}(-\d{3,4})*$/;

export function parseAction(text) {
  const w = String(text).trim().split(/\s+/);
  const a = { text: String(text).trim(), kind: w[0], units: [], path: [], targets: [], dir: null, task: null };
  const units = (s) => (s || '').split(/[+,]/).filter(Boolean).map(Number);
  const hexes = (s) => (s || '').split(/[-,]/).filter(Boolean).map(Number);
  switch (a.kind) {
    case 'move': case 'exit':
      a.units = units(w[1]); a.path = hexes(w[2]);
      if (w[3] && DIRS.includes(w[3])) a.dir = w[3];
      break;
    case 'deploy': case 'debark': case 'advance': case 'retreat':
      a.units = units(w[1]); a.path = hexes(w[2]);
      break;
    case 'fire': case 'melee':
      a.units = units(w[1]); a.targets = hexes(w[2]);
      break;
    case 'embark':
      a.units = units(w[1]); a.carrier = Number(w[2]);
      break;
    case 'lose':
      a.units = units(w[1]);
      break;
    case 'face':
      a.units = units(w[1]); a.dir = w[2] || null;
      break;
    case 'plot':
      a.units = units(w[1]); a.task = w[2] || null;
      if (w[3] && HEXLIST.test(w[3])) {
        if (a.task === 'OF' || a.task === 'ML') a.targets = hexes(w[3]);
        else a.path = hexes(w[3]);
      }
      break;
    default:
      break;
  }
  return a;
}

// The hexes a click on the map may pick this action by.
export function actionHexes(a) {
  if (a.targets.length) return a.targets;
  if (a.path.length) return [a.path[a.path.length - 1]];
  return [];
}

export function highlightClass(a) {
  if (a.kind === 'melee' || (a.kind === 'plot' && a.task === 'ML')) return 'melee';
  if (a.kind === 'fire' || (a.kind === 'plot' && a.task === 'OF')) return 'fire';
  if (a.kind === 'move' || a.kind === 'deploy' || (a.kind === 'plot' && a.path.length)) return a.kind === 'deploy' ? 'deploy' : 'reach';
  return 'other';
}

export const KIND_WORDS = {
  move: 'Move', exit: 'Exit the map', deploy: 'Deploy', fire: 'Fire', melee: 'Melee',
  advance: 'Advance', retreat: 'Retreat', lose: 'Lose', face: 'Face', plot: 'Plot',
  embark: 'Embark', debark: 'Debark', end: 'End', concede: 'Concede',
  offer: 'Offer to end the game', accept: 'Accept the end of the game',
};

// "[5.23] 1016 holds enemy units" -> the rule number and the text
export function ruleOf(msg) {
  const m = /\[([^\]]+)\]/.exec(String(msg || ''));
  return m ? m[1] : null;
}
