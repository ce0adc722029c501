# bash completion for prestags: its commands, scenario ids and options.
_prestags()
{
    local cur prev words cword
    _init_completion 2>/dev/null || {
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD - 1]}
        cword=$COMP_CWORD
    }
    local commands="scenarios show play resume replay record engine serve games selfplay soak bench --version"
    if [ "$cword" -eq 1 ]; then
        COMPREPLY=($(compgen -W "$commands" -- "$cur"))
        return
    fi
    case $prev in
    --option)
        COMPREPLY=($(compgen -W "panic elevation concession facing retreat contact simultaneous range-effects capability" -- "$cur"))
        return ;;
    --players)
        COMPREPLY=($(compgen -W "human,computer computer,human human,human computer,computer" -- "$cur"))
        return ;;
    --sync)
        COMPREPLY=($(compgen -W "full normal" -- "$cur"))
        return ;;
    --db | --web | replay | resume | import | --to-text)
        COMPREPLY=($(compgen -f -- "$cur"))
        return ;;
    esac
    case ${COMP_WORDS[1]} in
    show | play)
        local ids
        ids=$(prestags scenarios 2>/dev/null | awk '{print $1}')
        COMPREPLY=($(compgen -W "$ids --players --option --seed --delay --no-journal" -- "$cur")) ;;
    serve)
        COMPREPLY=($(compgen -W "--listen --db --web --sync --ai-threads --test-dice" -- "$cur")) ;;
    games)
        COMPREPLY=($(compgen -W "--db list export import" -- "$cur")) ;;
    record)
        COMPREPLY=($(compgen -W "--to-text" -- "$cur")) ;;
    esac
}
complete -F _prestags prestags
