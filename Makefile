# prestags build.  `make` builds the program and the engine library; `make test` runs the
# suite; `make asan` runs the whole suite under AddressSanitizer + UndefinedBehaviorSanitizer.
CC      ?= cc
STD      = -std=c11 -D_POSIX_C_SOURCE=200809L
WARN     = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
           -Wvla -Wformat=2 -Wno-format-nonliteral
OPT     ?= -O2 -g
WERROR  ?= -Werror
CFLAGS  += $(STD) $(WARN) $(WERROR) $(OPT) -Iinclude -Isrc
LDLIBS  += -lncursesw -lm

BUILD   ?= build
CORE_SRC = $(wildcard src/core/*.c src/core/prestags/*.c src/core/phalanx/*.c)
DATA_SRC = $(wildcard src/data/*.c)
AI_SRC   = $(wildcard src/ai/*.c)
CLI_SRC  = $(wildcard src/cli/*.c src/tui/*.c)
TEST_SRC = $(wildcard tests/*.c)

LIB_OBJ  = $(patsubst %.c,$(BUILD)/%.o,$(CORE_SRC) $(DATA_SRC) $(AI_SRC))
CLI_OBJ  = $(patsubst %.c,$(BUILD)/%.o,$(CLI_SRC))
TEST_OBJ = $(patsubst %.c,$(BUILD)/%.o,$(TEST_SRC))
CLI_LIB_OBJ = $(filter-out $(BUILD)/src/cli/main.o,$(CLI_OBJ))

.PHONY: all test asan check-core fuzz fuzz-smoke soak bench clean
all: $(BUILD)/prestags $(BUILD)/libprestags.a

$(BUILD)/libprestags.a: $(LIB_OBJ)
	@mkdir -p $(@D)
	$(AR) rcs $@ $^

$(BUILD)/prestags: $(CLI_OBJ) $(BUILD)/libprestags.a
	$(CC) $(CFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libprestags.a $(LDFLAGS) $(LDLIBS)

$(BUILD)/run-tests: $(TEST_OBJ) $(CLI_LIB_OBJ) $(BUILD)/libprestags.a
	$(CC) $(CFLAGS) -o $@ $(TEST_OBJ) $(CLI_LIB_OBJ) $(BUILD)/libprestags.a $(LDFLAGS) $(LDLIBS)

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -MMD -MP -c -o $@ $<

# Unit tests, the golden transcripts and the terminal tests against the shipped binary, and a
# short soak of random games of every scenario.
test: $(BUILD)/run-tests $(BUILD)/prestags check-core
	$(BUILD)/run-tests
	PRESTAGS=$(BUILD)/prestags tests/golden/run.sh
	PRESTAGS=$(BUILD)/prestags tests/tui/run.sh
	PRESTAGS=$(BUILD)/prestags tests/cli/run.sh
	PRESTAGS_DATA=data $(BUILD)/prestags soak games 3

# The engine stays a library: no stdio, exit or mutable globals in src/core.
check-core:
	@tools/check-core.sh

asan:
	$(MAKE) BUILD=build-asan OPT="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" test

# Long runs: a soak of random games of every scenario, and the benchmark.
soak: $(BUILD)/prestags
	$(BUILD)/prestags soak games $${SOAK_GAMES:-100}

bench: $(BUILD)/prestags
	$(BUILD)/prestags bench

# Fuzzing (clang + libFuzzer): a short run of every harness for CI, a long one on demand.
fuzz-smoke:
	tools/fuzz.sh 15

fuzz:
	tools/fuzz.sh $${FUZZ_SECONDS:-600}

clean:
	rm -rf build build-asan build-fuzz

-include $(LIB_OBJ:.o=.d) $(CLI_OBJ:.o=.d) $(TEST_OBJ:.o=.d)
