#!/usr/bin/env bash
# emsdk-setup.sh - installs and fetches everything the build and tests need.
#
# Idempotent: a second run with nothing to do takes a few seconds. Sources come
# only from Debian's packages (binary and source) and the npm registry:
#   - Debian packages: emscripten, cmake, ninja, clang, g++, ccache, chromium,
#     fonts-inter and fonttools (the subset UI font), CLI11, nlohmann-json,
#     libstb-dev (stb_image: the pictures `sudoku scan` reads), libexif-dev
#     (their EXIF orientation)
#     (apt-get, as root or via sudo);
#   - Dear ImGui 1.90.1 and SDL2 2.26.5 source tarballs and the Catch2 v3 .deb
#     (bookworm-backports) from Debian's pool, sha256-checked, into a per-user
#     cache outside the checkout ($SUDOKU_DEPS_DIR, default ~/.cache/sudoku-deps),
#     without touching the system's apt configuration;
#   - SDL2 built for WebAssembly once into that cache and reused;
#   - playwright-core from npm (tests/browser/package-lock.json).
# Where an Emscripten SDK is active (EMSDK set), it is used instead of Debian's.
#
# Usage:
#   ./emsdk-setup.sh              set up only
#   ./emsdk-setup.sh serve [PORT] set up, build the web app, serve it on
#                                 http://127.0.0.1:PORT (default 8080)
#   ./emsdk-setup.sh test         set up, build everything and run every test
set -euo pipefail
action=${1:-setup}
case $action in
  setup|serve|test) ;;
  -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  *) echo "emsdk-setup.sh: unknown action '$action' (use setup, serve or test)" >&2; exit 2 ;;
esac

root=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
deps=${SUDOKU_DEPS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sudoku-deps}
mirror=${SUDOKU_DEBIAN_MIRROR:-}
step=""

fail() {
  echo "emsdk-setup.sh: step '$step' failed: $*" >&2
  exit 1
}
trap 'fail "command exited with status $? (line $LINENO); fix the cause above and run ./emsdk-setup.sh again"' ERR
say() { echo "[setup] $*"; }

# ---------------------------------------------------------------------------
step="Debian packages"
packages=(cmake ninja-build clang clang-format g++ ccache libclang-rt-14-dev libcli11-dev libstb-dev libexif-dev
          nlohmann-json3-dev chromium fonts-inter fonttools curl ca-certificates xz-utils gzip)
[ -n "${EMSDK:-}" ] || packages+=(emscripten)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if command -v node >/dev/null && command -v npm >/dev/null; then :; else missing+=(nodejs npm); fi
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq || fail "apt-get update failed: check the network and /etc/apt sources"
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null ||
    fail "apt-get install ${missing[*]} failed: run it by hand to see why"
fi

# ---------------------------------------------------------------------------
step="Debian mirror"
if [ -z "$mirror" ]; then
  mirror=$(grep -hoE '^(URIs:|deb) *(\[[^]]*\] *)?https?://[^ ]+' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null |
           grep -oE 'https?://[^ ]+' | grep -v security | head -n 1 || true)
  mirror=${mirror:-http://deb.debian.org/debian}
fi
mirror=${mirror%/}

# fetch NAME POOL_PATH SHA256: a checksum-verified download into $deps/dl.
fetch() {
  local name=$1 path=$2 sum=$3 file="$deps/dl/$1"
  mkdir -p "$deps/dl"
  if [ -f "$file" ] && echo "$sum  $file" | sha256sum -c --status; then return 0; fi
  step="download $name"
  say "downloading $name"
  curl -fsSL --retry 3 -o "$file.part" "$mirror/$path" || fail "could not download $mirror/$path"
  echo "$sum  $file.part" | sha256sum -c --status ||
    { rm -f "$file.part"; fail "sha256 of $name does not match the pinned $sum"; }
  mv "$file.part" "$file"
}

fetch imgui_1.90.1+ds.orig.tar.xz pool/main/i/imgui/imgui_1.90.1+ds.orig.tar.xz \
  ecce377df0f90b292f15dcbd83d438bddc162b2388c881132bde18c787572a1c
fetch libsdl2_2.26.5+dfsg.orig.tar.gz pool/main/libs/libsdl2/libsdl2_2.26.5+dfsg.orig.tar.gz \
  b3f2c822151804125d08db94c65852f711c2e5df2145a59da120748dc32eb9c3
fetch libcatch2-dev_3.7.1-0.4_bpo12+1_amd64.deb "pool/main/c/catch2/libcatch2-dev_3.7.1-0.4~bpo12+1_amd64.deb" \
  1dbb62ed9f177e1cf51e573903cc553241764bd3b6655f5a98889ad361d008dc

# unpack NAME DIR: extracts a verified archive once (stamp = the archive's name).
unpack() {
  local name=$1 dir=$2
  [ -f "$dir/.from-$name" ] && return 0
  step="unpack $name"
  rm -rf "$dir" && mkdir -p "$dir"
  case $name in
    *.deb) dpkg-deb -x "$deps/dl/$name" "$dir" ;;
    *) tar -xf "$deps/dl/$name" -C "$dir" --strip-components=1 ;;
  esac
  touch "$dir/.from-$name"
}
unpack imgui_1.90.1+ds.orig.tar.xz "$deps/imgui"
unpack libsdl2_2.26.5+dfsg.orig.tar.gz "$deps/sdl2-src"
unpack libcatch2-dev_3.7.1-0.4_bpo12+1_amd64.deb "$deps/catch2"

# ---------------------------------------------------------------------------
step="SDL2 for WebAssembly"
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
# The folder's name changes with the kind of build (src/app/CMakeLists.txt
# names the same folder), so checkouts that want different builds can share
# one cache without rebuilding each other's.
sdl_prefix="$deps/sdl2-wasm-lean"
sdl_build="$deps/sdl2-build-lean"
# Optimised for size, and without what the app never uses: the 2D renderer,
# audio, haptics, sensors, power, paths, locale, URLs, joysticks and game
# controllers, the offscreen and dummy video drivers, OpenGL/EGL (the app
# makes its WebGL 2 context itself: SDL's EGL layer looks GL functions up by
# name, which links every GL function into the page's JavaScript), and
# (SDL_LEAN_AND_MEAN) the software blitters and RLE and YUV surfaces, which
# SDL otherwise links for cursors made from pixels: the page downloads less
# (src/bench/README.md, "The web app in Chromium"). A cached build made with other options is rebuilt.
sdl_options="-DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE=-Oz -DCMAKE_C_FLAGS=-DNDEBUG\ -DSDL_LEAN_AND_MEAN=1
  -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF
  -DSDL_RENDER=OFF -DSDL_AUDIO=OFF -DSDL_HAPTIC=OFF -DSDL_SENSOR=OFF -DSDL_POWER=OFF -DSDL_FILESYSTEM=OFF
  -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_JOYSTICK=OFF -DSDL_HIDAPI=OFF
  -DSDL_OPENGL=OFF -DSDL_OPENGLES=OFF -DSDL_OFFSCREEN=OFF -DSDL_DUMMYVIDEO=OFF"
if [ ! -f "$sdl_prefix/lib/libSDL2.a" ] || [ "$(cat "$sdl_prefix/.options" 2>/dev/null)" != "$sdl_options" ]; then
  command -v emcmake >/dev/null || fail "emcmake not found: install Debian's emscripten or activate an emsdk"
  say "building SDL2 2.26.5 for WebAssembly (once; about a minute)"
  rm -rf "$sdl_build" "$sdl_prefix"
  # The feature-check results of one real configure, so configure takes
  # a second instead of four minutes (the library comes out the same).
  # sdl_options is a list of words, one of them with a quoted space.
  eval "sdl_args=($sdl_options)"
  emcmake cmake -S "$deps/sdl2-src" -B "$sdl_build" -G Ninja -C "$root/cmake/sdl2-emscripten-checks.cmake" \
    "${sdl_args[@]}" -DCMAKE_INSTALL_PREFIX="$sdl_prefix" >"$deps/sdl2-configure.log" 2>&1 ||
    fail "SDL2 configure failed: see $deps/sdl2-configure.log"
  cmake --build "$sdl_build" -j"$(nproc)" >"$deps/sdl2-build.log" 2>&1 ||
    fail "SDL2 build failed: see $deps/sdl2-build.log"
  cmake --install "$sdl_build" >/dev/null
  printf '%s' "$sdl_options" >"$sdl_prefix/.options"
  rm -rf "$sdl_build"
fi

# ---------------------------------------------------------------------------
# npm_ci DIR PACKAGE WHAT: installs DIR's package-lock.json once (again when
# the lock is newer than what is installed).
npm_ci() {
  local dir="$root/$1"
  step="$2 (npm)"
  if [ ! -d "$dir/node_modules/$2" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    say "installing $2 from npm ($3)"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error) ||
      fail "npm ci in $1 failed: check the npm registry is reachable"
  fi
}
npm_ci tests/browser playwright-core "the browser tests"
npm_ci cmake/minify terser "shortens the page's JavaScript"

say "ready (dependencies in $deps)"
trap - ERR

case $action in
  serve)
    port=${2:-${PORT:-8080}}
    step="build web"
    cd "$root"
    export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1
    cmake --preset web >/dev/null && cmake --build --preset web -j"$(nproc)" ||
      fail "the web build failed (see the compiler output above)"
    exec node "$root/tests/browser/server.mjs" "$root/build/web/site" "$port"
    ;;
  test)
    exec "$root/tests/run-all.sh"
    ;;
esac
