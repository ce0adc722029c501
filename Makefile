# prestags build.  `make` builds the program and the engine library; `make test` runs the
# suite; `make asan` runs the whole suite under AddressSanitizer + UndefinedBehaviorSanitizer.
CC      ?= cc
STD      = -std=c11 -D_POSIX_C_SOURCE=200809L
WARN     = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
           -Wvla -Wformat=2 -Wno-format-nonliteral
OPT     ?= -O2 -g
WERROR  ?= -Werror
CFLAGS  += $(STD) $(WARN) $(WERROR) $(OPT) -Iinclude -Isrc
LDLIBS  += -lncursesw -lm -lmicrohttpd -ljansson -lsqlite3 -lsodium -lpthread

BUILD   ?= build
CORE_SRC = $(wildcard src/core/*.c src/core/prestags/*.c src/core/phalanx/*.c)
DATA_SRC = $(wildcard src/data/*.c)
AI_SRC   = $(wildcard src/ai/*.c)
CLI_SRC  = $(wildcard src/cli/*.c src/tui/*.c src/server/*.c)
TEST_SRC = $(wildcard tests/*.c)
SERVER_TEST_SRC = tests/main.c $(wildcard tests/server/*.c)

LIB_OBJ  = $(patsubst %.c,$(BUILD)/%.o,$(CORE_SRC) $(DATA_SRC) $(AI_SRC))
CLI_OBJ  = $(patsubst %.c,$(BUILD)/%.o,$(CLI_SRC))
TEST_OBJ = $(patsubst %.c,$(BUILD)/%.o,$(TEST_SRC))
SERVER_TEST_OBJ = $(patsubst %.c,$(BUILD)/%.o,$(SERVER_TEST_SRC))
CLI_LIB_OBJ = $(filter-out $(BUILD)/src/cli/main.o,$(CLI_OBJ))

# Installation (make install / uninstall; PREFIX, DESTDIR, LIBDIR as usual).
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
LIBDIR  ?= $(PREFIX)/lib
INCDIR  ?= $(PREFIX)/include
DATADIR ?= $(PREFIX)/share/prestags
MANDIR  ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
VERSION := $(shell sed -n 's/^\#define PS_VERSION_STRING "\(.*\)"/\1/p' include/prestags.h)
SOMAJOR := $(firstword $(subst ., ,$(VERSION)))
SONAME   = libprestags.so.$(SOMAJOR)

.PHONY: install uninstall install-test package-test
.PHONY: all test web-test asan check-core check-layers fuzz fuzz-smoke soak bench bench-serve bench-web serve clean
.PHONY: mpi balance balance-test release
all: $(BUILD)/prestags $(BUILD)/libprestags.a $(BUILD)/libprestags.so.$(VERSION)

$(BUILD)/libprestags.a: $(LIB_OBJ)
	@mkdir -p $(@D)
	$(AR) rcs $@ $^

# The shared library exports the ps_ API alone (libprestags.map); its objects are the static
# library's, compiled position-independent.
$(LIB_OBJ): CFLAGS += -fPIC
$(BUILD)/libprestags.so.$(VERSION): $(LIB_OBJ) libprestags.map
	$(CC) $(CFLAGS) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=libprestags.map \
	    -Wl,--no-undefined -o $@ $(LIB_OBJ) $(LDFLAGS) -lm

$(BUILD)/prestags: $(CLI_OBJ) $(BUILD)/libprestags.a
	$(CC) $(CFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libprestags.a $(LDFLAGS) $(LDLIBS)

$(BUILD)/run-tests: $(TEST_OBJ) $(CLI_LIB_OBJ) $(BUILD)/libprestags.a
	$(CC) $(CFLAGS) -o $@ $(TEST_OBJ) $(CLI_LIB_OBJ) $(BUILD)/libprestags.a $(LDFLAGS) $(LDLIBS)

# The Debian packages the build needs, installed once if missing (tools/install-deps.sh).
$(BUILD)/.deps: tools/install-deps.sh
	@mkdir -p $(@D)
	tools/install-deps.sh
	@touch $@

$(BUILD)/.test-deps: tools/install-deps.sh
	@mkdir -p $(@D)
	tools/install-deps.sh test
	@touch $@

# The game server's tests: a client (libcurl) of the real program on a loopback port.
$(BUILD)/run-server-tests: $(SERVER_TEST_OBJ) | $(BUILD)/.test-deps
	$(CC) $(CFLAGS) -o $@ $(SERVER_TEST_OBJ) $(LDFLAGS) -lcurl -ljansson -lpthread

$(BUILD)/tests/server/%.o: tests/server/%.c | $(BUILD)/.test-deps
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/%.o: %.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

# The MPI build of selfplay (Open MPI from Debian): build/prestags-mpi, the same program with
# its results sent to rank 0 (src/mpi/).  Apart from the other builds: a machine without MPI
# still builds and tests everything else.
MPICC   ?= mpicc
MPI_OBJ  = $(patsubst %.c,$(BUILD)/%.o,$(wildcard src/mpi/*.c))

mpi: $(BUILD)/prestags-mpi

$(BUILD)/prestags-mpi: $(MPI_OBJ) $(CLI_LIB_OBJ) $(BUILD)/libprestags.a
	$(MPICC) $(CFLAGS) -o $@ $(MPI_OBJ) $(CLI_LIB_OBJ) $(BUILD)/libprestags.a $(LDFLAGS) $(LDLIBS)

$(BUILD)/src/mpi/%.o: src/mpi/%.c | $(BUILD)/.mpi-deps
	@mkdir -p $(@D)
	$(MPICC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/.mpi-deps: tools/install-deps.sh
	@mkdir -p $(@D)
	tools/install-deps.sh mpi
	@touch $@

# Unit tests, the golden transcripts and the terminal tests against the shipped binary, and a
# short soak of random games of every scenario.
test: $(BUILD)/run-tests $(BUILD)/run-server-tests $(BUILD)/prestags $(BUILD)/prestags-mpi check-core check-layers
	$(BUILD)/run-tests
	PRESTAGS=$(BUILD)/prestags $(BUILD)/run-server-tests
	PRESTAGS=$(BUILD)/prestags tests/web/run.sh
	$(INSTALL_TEST)
	PRESTAGS=$(BUILD)/prestags tests/golden/run.sh
	PRESTAGS=$(BUILD)/prestags tests/tui/run.sh
	PRESTAGS=$(BUILD)/prestags tests/cli/run.sh
	PRESTAGS_DATA=data $(BUILD)/prestags soak games 3
	$(MAKE) balance-test

# The engine stays a library: no stdio, exit or mutable globals in src/core.
check-core:
	@tools/check-core.sh

# The layers: the generic engine includes neither rule system, the two systems never include
# each other, and nothing outside the library includes its internals (docs/architecture.md).
check-layers:
	@tools/check-layers.sh

# make install and a program built on the installed library (not under the sanitizers, whose
# runtime must come first in a program's libraries).
INSTALL_TEST ?= BUILD=$(BUILD) tools/install-test.sh

# The release build, in build-release/: -O3 with link-time optimisation, under -Werror like
# every build (docs/performance.md has the figures).  Fat LTO objects keep libprestags.a usable
# by any linker; gcc-ar (llvm-ar with CC=clang) writes the archive's LTO symbol table.  The
# instruction set stays the generic one so that packages run on any machine of the
# architecture; RELEASE_ARCH=-march=native opts into the build machine's own.
# RELEASE_GOALS=test runs the suite on the release build.
RELEASE_CLANG = $(findstring clang,$(CC))
RELEASE_OPT  ?= -O3 -g $(if $(RELEASE_CLANG),-flto,-flto=auto -ffat-lto-objects)
RELEASE_ARCH ?=
RELEASE_GOALS ?= all
RELEASE_BUILD ?= build-release
RELEASE_AR   ?= $(if $(RELEASE_CLANG),llvm-ar,gcc-ar)
release:
	$(MAKE) BUILD=$(RELEASE_BUILD) OPT="$(RELEASE_OPT) $(RELEASE_ARCH)" AR=$(RELEASE_AR) $(RELEASE_GOALS)

asan:
	$(MAKE) BUILD=build-asan OPT="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" INSTALL_TEST=: test

# Long runs: a soak of random games of every scenario, and the benchmark.
soak: $(BUILD)/prestags
	$(BUILD)/prestags soak games $${SOAK_GAMES:-100}

bench: $(BUILD)/prestags
	$(BUILD)/prestags bench

# Selfplay across jobs and MPI ranks and the balance report: the short tests (CI), and the long
# run that makes docs/balance.md (BALANCE_GAMES per scenario, all 30, level 1 against level 1;
# docs/balance.md says how long it takes and how to run it on a cluster).
BALANCE_GAMES ?= 1000
BALANCE_JOBS  ?= $(shell nproc 2>/dev/null || echo 1)
BALANCE_PLAYERS ?= level1 level1
balance-test: $(BUILD)/prestags $(BUILD)/prestags-mpi | $(BUILD)/.test-deps
	PRESTAGS=$(BUILD)/prestags PRESTAGS_MPI=$(BUILD)/prestags-mpi tests/balance/run.sh

balance: $(BUILD)/prestags
	nice $(BUILD)/prestags selfplay $(BALANCE_PLAYERS) games $(BALANCE_GAMES) system all \
	    --jobs $(BALANCE_JOBS) --jsonl $(BUILD)/balance.jsonl
	$(BUILD)/prestags balance $(BUILD)/balance.jsonl --intro docs/balance-intro.md --out docs

# The game server and the browser game: start it, test the pages in Chromium, measure them.
serve: $(BUILD)/prestags
	$(BUILD)/prestags serve

web-test: $(BUILD)/prestags | $(BUILD)/.test-deps
	PRESTAGS=$(BUILD)/prestags tests/web/run.sh

bench-serve: $(BUILD)/prestags | $(BUILD)/.test-deps
	PRESTAGS=$(BUILD)/prestags node tools/bench-serve.mjs $(BENCH_SERVE_ARGS)

bench-web: $(BUILD)/prestags | $(BUILD)/.test-deps
	PRESTAGS=$(BUILD)/prestags node tools/bench-web.mjs

# Fuzzing (clang + libFuzzer): a short run of every harness for CI, a long one on demand.
fuzz-smoke:
	tools/fuzz.sh 15

fuzz:
	tools/fuzz.sh $${FUZZ_SECONDS:-600}

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(INCDIR) \
	    $(DESTDIR)$(DATADIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3 \
	    $(DESTDIR)$(MANDIR)/man7 $(DESTDIR)$(BASHCOMPDIR)
	install -m 755 $(BUILD)/prestags $(DESTDIR)$(BINDIR)/prestags
	install -m 644 $(BUILD)/libprestags.a $(DESTDIR)$(LIBDIR)/libprestags.a
	install -m 644 $(BUILD)/libprestags.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libprestags.so.$(VERSION)
	ln -sf libprestags.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libprestags.so
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@INCDIR@|$(INCDIR)|' \
	    -e 's|@DATADIR@|$(DATADIR)|' -e 's|@VERSION@|$(VERSION)|' prestags.pc.in \
	    > $(DESTDIR)$(LIBDIR)/pkgconfig/prestags.pc
	install -m 644 include/prestags.h $(DESTDIR)$(INCDIR)/prestags.h
	for d in chariot chariot/scenarios phalanx phalanx/scenarios web; do \
	    install -d $(DESTDIR)$(DATADIR)/$$d; done
	for f in data/chariot/*.txt data/phalanx/*.txt; do \
	    install -m 644 $$f $(DESTDIR)$(DATADIR)/$${f#data/}; done
	for f in data/chariot/scenarios/* data/phalanx/scenarios/*; do \
	    install -m 644 $$f $(DESTDIR)$(DATADIR)/$${f#data/}; done
	find web -type f | while read -r f; do \
	    install -D -m 644 "$$f" "$(DESTDIR)$(DATADIR)/$$f"; done
	install -m 644 man/prestags.1 $(DESTDIR)$(MANDIR)/man1/prestags.1
	install -m 644 man/libprestags.3 $(DESTDIR)$(MANDIR)/man3/libprestags.3
	install -m 644 man/prestags-engine.7 $(DESTDIR)$(MANDIR)/man7/prestags-engine.7
	install -m 644 tools/bash-completion.sh $(DESTDIR)$(BASHCOMPDIR)/prestags

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/prestags $(DESTDIR)$(LIBDIR)/libprestags.a \
	    $(DESTDIR)$(LIBDIR)/libprestags.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME) \
	    $(DESTDIR)$(LIBDIR)/libprestags.so $(DESTDIR)$(LIBDIR)/pkgconfig/prestags.pc \
	    $(DESTDIR)$(INCDIR)/prestags.h $(DESTDIR)$(MANDIR)/man1/prestags.1 \
	    $(DESTDIR)$(MANDIR)/man3/libprestags.3 $(DESTDIR)$(MANDIR)/man7/prestags-engine.7 \
	    $(DESTDIR)$(BASHCOMPDIR)/prestags
	rm -rf $(DESTDIR)$(DATADIR)

# make install into a scratch prefix, the man pages linted, and the example client built with
# pkg-config against the installed files alone and run.
install-test: all
	tools/install-test.sh

# The Debian package built, linted, installed, used from /usr/bin and removed (as root).
package-test:
	tools/package-test.sh

clean:
	rm -rf build build-asan build-fuzz

-include $(LIB_OBJ:.o=.d) $(CLI_OBJ:.o=.d) $(TEST_OBJ:.o=.d) $(SERVER_TEST_OBJ:.o=.d) $(MPI_OBJ:.o=.d)
