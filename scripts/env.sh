# Puts the project's pinned Node and pnpm first on PATH in the current shell.
#
#   source scripts/env.sh      (from the repository root, in bash or zsh)
#
# Fetches them into .toolchain/ on first use, exactly as `npm start` / `npm test` do,
# and leaves the machine's own Node untouched. Afterwards `node`, `pnpm` and
# `pnpm exec <tool>` (vitest, storybook, eslint, ...) use the pinned versions.
_stampcard_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
if node -e "import('$_stampcard_root/scripts/toolchain.mjs').then((t) => t.ensureToolchain())"; then
  case ":$PATH:" in
    *":$_stampcard_root/.toolchain/bin:"*) ;;
    *) export PATH="$_stampcard_root/.toolchain/bin:$PATH" ;;
  esac
  echo "Stampcard toolchain: node $(node --version), pnpm $(pnpm --version)"
fi
unset _stampcard_root
