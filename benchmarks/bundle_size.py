"""Size of the Linux one-folder bundle (packaging/build_linux.py → dist/whizi): what takes the space.
Prints JSON: the total, the 30 largest files and folders, and the size of each package (a top-level
entry of _internal/, with a wheel's `<name>.libs` folder counted with its package and loose shared
libraries under "(shared libraries)"), plus the compiled Python modules inside the executable's
archive by top-level package when PyInstaller is installed.

    python benchmarks/bundle_size.py [--bundle dist/whizi] [--top 30]

Symlinks are counted once, as the files they point to (as the tarball stores them).
"""
from __future__ import annotations

import argparse
import os
from collections import defaultdict
from pathlib import Path

from _common import ROOT, emit


def file_size(path: Path) -> int:
    return 0 if path.is_symlink() or not path.is_file() else path.stat().st_size


def tree_sizes(bundle: Path) -> tuple[int, dict[Path, int], dict[Path, int]]:
    """Total bytes, bytes per file, bytes per folder (everything below it)."""
    files: dict[Path, int] = {}
    folders: dict[Path, int] = defaultdict(int)
    for dirpath, _dirs, names in os.walk(bundle):
        for name in names:
            path = Path(dirpath) / name
            size = file_size(path)
            files[path] = size
            parent = path.parent
            while parent != bundle.parent:
                folders[parent] += size
                parent = parent.parent
    return sum(files.values()), files, dict(folders)


def package_of(entry: str) -> str:
    """`numpy.libs` → numpy, `libarrow.so.2100` → (shared libraries), `sklearn` → sklearn."""
    if entry.endswith(".libs"):
        return entry[: -len(".libs")]
    if entry.endswith((".dist-info", ".egg-info")):
        return "(package metadata)"
    if ".so" in entry or entry.endswith(".dll"):
        return "(shared libraries)"
    return entry.split(".")[0] if "." in entry and not entry.startswith(".") else entry


def archive_sizes(executable: Path) -> dict[str, int]:
    """Compressed size of the Python modules in the executable's PYZ, by top-level package."""
    try:
        from PyInstaller.archive.readers import PKG_ITEM_PYZ, CArchiveReader
    except ImportError:
        return {}
    try:
        carchive = CArchiveReader(str(executable))
        sizes: dict[str, int] = defaultdict(int)
        for name, entry in carchive.toc.items():
            if entry[-1] != PKG_ITEM_PYZ:
                continue
            for module, item in carchive.open_embedded_archive(name).toc.items():
                sizes[module.split(".")[0]] += item[-1]   # (typecode, offset, length)
        return dict(sizes)
    except Exception:  # an archive layout this script does not know: leave the section out
        return {}


def mb(n: int) -> float:
    return round(n / 1e6, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", default=str(ROOT / "dist" / "whizi"))
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    bundle = Path(args.bundle).resolve()
    if not bundle.is_dir():
        raise SystemExit(f"no bundle at {bundle}: run packaging/build_linux.py first")
    total, files, folders = tree_sizes(bundle)
    internal = bundle / "_internal"
    packages: dict[str, int] = defaultdict(int)
    if internal.is_dir():
        for entry in internal.iterdir():
            size = folders.get(entry, 0) if entry.is_dir() and not entry.is_symlink() else file_size(entry)
            packages[package_of(entry.name)] += size
    executable = bundle / "whizi"
    largest = sorted(
        [(p, s) for p, s in files.items()] + [(p, s) for p, s in folders.items() if p != bundle],
        key=lambda item: -item[1],
    )
    top = [{"path": str(p.relative_to(bundle)) + ("/" if p.is_dir() else ""), "mb": mb(s)}
           for p, s in largest[: args.top]]
    pyz = archive_sizes(executable) if executable.is_file() else {}
    emit({
        "bundle": str(bundle),
        "total_mb": mb(total),
        "files": len(files),
        "executable_mb": mb(file_size(executable)),
        "largest": top,
        "packages_mb": {k: mb(v) for k, v in sorted(packages.items(), key=lambda kv: -kv[1]) if v >= 50_000},
        "python_modules_in_executable_mb": {k: mb(v) for k, v in sorted(pyz.items(), key=lambda kv: -kv[1])[:15]},
    })


if __name__ == "__main__":
    main()
