#!/usr/bin/env bash
# Builds snapdiff to be installed, and git's driver above all, and prints the binary's path on
# standard output (the build's own lines go to standard error):
#
#     snapdiff=$(Scripts/build-snapdiff.sh)
#     cd ~/your-repository && "$snapdiff" git-setup
#
# A release build in a directory of its own (`.build/snapdiff`), so that a later `swift build -c
# release` does not relink the binary that git's configuration names. On Linux it is a static
# executable: `git log -p` starts the driver once per file and commit, and a process that loads
# no shared library (neither the Swift runtime nor libstdc++) skips the dynamic loader's binding
# and relocating, most of a start (Docs/Performance.md, "Small files under git"). It links with
# lld, the toolchain's own linker, which builds the same program as the default one without its
# warnings that glibc's user and group look-ups need glibc's shared libraries at run time:
# snapdiff never looks up a user or a group. On other systems (macOS, whose Swift runtime is part
# of the system) it is a plain release build.
#
# Where the compiler has it, the hidden option `-disable-concrete-type-metadata-mangled-name-
# accessors` is passed too: the code then asks the runtime for a generic type's metadata with
# the conformances in hand, instead of by its mangled name, which the runtime resolves by
# scanning every protocol conformance in the binary the first time: most of what a driver call
# on a small file computes. Without it the build is the same program, slower to start.
set -euo pipefail
unset CDPATH  # a `cd` that prints its directory would add a line to the path printed
cd "$(dirname "$0")/.."
flags=()
if [ "$(uname -s)" = Linux ]; then
  flags=(-Xswiftc -static-executable)
  # lld ships with the toolchain; without it, the default linker (and its warnings).
  if command -v ld.lld >/dev/null; then flags+=(-Xswiftc -use-ld=lld); fi
fi
accessors=-disable-concrete-type-metadata-mangled-name-accessors
hidden=$(swiftc -frontend -help-hidden 2>/dev/null || true)
if [[ $hidden == *"$accessors"* ]]; then
  flags+=(-Xswiftc -Xfrontend -Xswiftc "$accessors")
fi
swift build -c release --product snapdiff --scratch-path .build/snapdiff ${flags[@]+"${flags[@]}"} >&2
echo "$PWD/.build/snapdiff/release/snapdiff"
