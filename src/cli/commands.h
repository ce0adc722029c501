/* The subcommands of the prestags program, one file each. */
#ifndef PRESTAGS_CLI_COMMANDS_H
#define PRESTAGS_CLI_COMMANDS_H

int cmd_scenarios(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_engine(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_soak(int argc, char **argv);

#endif
