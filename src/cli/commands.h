/* The subcommands of the prestags program, one file each. */
#ifndef PRESTAGS_CLI_COMMANDS_H
#define PRESTAGS_CLI_COMMANDS_H

int cmd_scenarios(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_engine(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_soak(int argc, char **argv);
int cmd_selfplay(int argc, char **argv);
int cmd_balance(int argc, char **argv);
int cmd_play_game(int argc, char **argv);
int cmd_resume(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_record(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_games(int argc, char **argv);

#endif
