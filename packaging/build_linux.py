"""Build the standalone Linux bundle and smoke-test it offscreen.

    python packaging/build_linux.py            # → dist/whizi-<version>-linux-<arch>.tar.gz
    python packaging/build_linux.py --check [dist/whizi [build/pyinstaller]]   # only the checks

Steps: install the pinned PyInstaller, render the app icon to PNG sizes, run whizi.spec (which
leaves out what Whizi never loads; WHIZI_FULL_BUNDLE=1 keeps everything), check that every shared
library in the bundle finds the libraries it needs, run `whizi --self-test` (each late-loaded part:
the local embedder, LanceDB search, clustering, the privacy detector's data, tiktoken's offline
encoding, the key store), start the built binary offscreen against an empty data folder and wait
for its first painted window (it quits by itself), then pack the folder with the .desktop file, AppStream metainfo and icons
into a tarball with fixed timestamps (SOURCE_DATE_EPOCH) so the same sources give the same archive.
"""
from __future__ import annotations

import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "packaging"
DIST = ROOT / "dist"
BUILD = ROOT / "build"
PYINSTALLER = "pyinstaller==6.22.3"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
APP_ID = "app.whizi.Whizi"


def version() -> str:
    for line in (ROOT / "pyproject.toml").read_text().splitlines():
        if line.startswith("version"):
            return line.split("=")[1].strip().strip('"')
    return "0"


def render_icons(out: Path) -> list[Path]:
    """PNG sizes from the SVG, rendered with Qt (no extra tools needed)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - Qt needs it alive
    renderer = QSvgRenderer(str(ROOT / "resources" / "icons" / "whizi.svg"))
    paths = []
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        path = out / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(path))
        paths.append(path)
    scalable = out / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "resources" / "icons" / "whizi.svg", scalable)
    return paths


def elf_needs(path: Path) -> list[str]:
    """The NEEDED entries of a shared library or program ([] for anything that is not ELF)."""
    with open(path, "rb") as fh:
        if fh.read(4) != b"\x7fELF":
            return []
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
    return [line.split("[", 1)[1].rstrip("]") for line in out.splitlines() if "(NEEDED)" in line]


def check_linkage(bundle: Path, dropped: set[str]) -> None:
    """No ELF file in the bundle needs a library whizi.spec left out (`dropped`), so leaving one out
    cannot break a plugin or module that is only loaded later. Libraries the bundle expects from
    the user's system (and this machine lacks) are listed, not fatal: the base build has them too."""
    if shutil.which("readelf") is None:
        print("readelf not found: linkage not checked", file=sys.stderr)
        return
    system = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    have = {p.name for p in bundle.rglob("*")} | {line.split()[0] for line in system.splitlines()[1:] if line.strip()}
    broken, from_system = {}, set()
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink() and (".so" in path.name or path.name == "whizi"):
            lost = [name for name in elf_needs(path) if name not in have]
            if [name for name in lost if name in dropped]:
                broken[str(path.relative_to(bundle))] = lost
            from_system.update(lost)
    if from_system:
        print(f"expected from the system (absent here): {sorted(from_system)}", file=sys.stderr)
    if broken:
        raise SystemExit("libraries left out of the bundle are needed:\n"
                         + "\n".join(f"  {k}: {v}" for k, v in broken.items()))


def self_test(binary: Path) -> dict:
    """`whizi --self-test` in the bundle: every late-loaded part loads and works."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    proc = subprocess.run([str(binary), "--self-test"], env=env, capture_output=True, text=True, timeout=600)
    try:
        report = json.loads(proc.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        report = {"ok": False}
    if proc.returncode != 0 or not report.get("ok"):
        raise SystemExit(f"self-test failed (exit {proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    return report["checks"]


def smoke_test(binary: Path) -> float:
    """Start the bundle offscreen; it must paint its window and quit cleanly."""
    data = tempfile.mkdtemp(prefix="whizi-smoke-")
    # No keyring: the new folder is encrypted under a passphrase (#17), which both runs read from the
    # environment as a script's would.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WHIZI_REPORT_FIRST_PAINT="1",
               PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring", WHIZI_PASSPHRASE="smoke-test passphrase")
    subprocess.run([str(binary), "--data-dir", data, "provider", "set", "--base-url",
                    "http://127.0.0.1:9/v1", "--model", "smoke"], env=env, check=True, timeout=120)
    start = time.perf_counter()
    proc = subprocess.run([str(binary), "--data-dir", data], env=env, capture_output=True, text=True, timeout=120)
    elapsed = time.perf_counter() - start
    # Both moments: the frame painted, then the window filled from the data folder (the bundle's
    # SQLAlchemy, memory features and translations all loaded).
    if proc.returncode != 0 or proc.stdout.split() != ["whizi-first-paint", "whizi-ready"]:
        raise SystemExit(f"smoke test failed (exit {proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    return elapsed


def excluded(work: Path) -> dict:
    report = work / "whizi" / "excluded.json"     # written by whizi.spec
    return json.loads(report.read_text()) if report.is_file() else {"mb": {}, "dropped": []}


def check(bundle: Path, work: Path) -> dict:
    """What every build must pass: linkage, the self-test, the smoke test (also alone: --check)."""
    check_linkage(bundle, set(excluded(work)["dropped"]))
    checks = self_test(bundle / "whizi")
    return {"self_test": checks, "smoke_test_s": round(smoke_test(bundle / "whizi"), 2)}


def main() -> int:
    if sys.argv[1:2] == ["--check"]:       # --check [BUNDLE [PYINSTALLER-WORK-DIR]]
        bundle = Path(sys.argv[2]) if len(sys.argv) > 2 else DIST / "whizi"
        work = Path(sys.argv[3]) if len(sys.argv) > 3 else BUILD / "pyinstaller"
        print(json.dumps(check(bundle, work)))
        return 0
    epoch = int(os.environ.setdefault("SOURCE_DATE_EPOCH", "1764374400"))
    os.environ["PYTHONHASHSEED"] = "0"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", PYINSTALLER], check=True)
    shutil.rmtree(BUILD / "pyinstaller", ignore_errors=True)
    # The UI translations ship compiled (.qm, a build output); the .ts sources are what is committed.
    subprocess.run([sys.executable, str(PKG / "update_translations.py"), "--compile", "--no-extract"], check=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller"),
                    str(PKG / "whizi.spec")], check=True, cwd=ROOT)
    bundle = DIST / "whizi"
    checked = check(bundle, BUILD / "pyinstaller")
    share = bundle / "share"
    render_icons(share / "icons" / "hicolor")
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy(PKG / "linux" / f"{APP_ID}.desktop", share / "applications")
    shutil.copy(PKG / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo")
    archive = DIST / f"whizi-{version()}-linux-{platform.machine()}.tar.gz"

    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.mtime, info.uid, info.gid, info.uname, info.gname = epoch, 0, 0, "", ""
        return info

    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        for path in sorted(bundle.rglob("*")):
            tar.add(path, arcname=f"whizi/{path.relative_to(bundle)}", recursive=False, filter=normalise)
    # Symlinks (PyInstaller links some libraries) are counted once, as the files they point to.
    size_mb = sum(p.lstat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6
    print(json.dumps({"archive": str(archive), "bundle_mb": round(size_mb), "archive_mb": round(archive.stat().st_size / 1e6),
                      "smoke_test_s": checked["smoke_test_s"], "self_test": "ok",
                      "excluded_mb": excluded(BUILD / "pyinstaller")["mb"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
