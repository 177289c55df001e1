"""An .npz file's float arrays read without numpy: the learned model's weights (learned.py).

Importing numpy took most of the time of loading the model (some 80 ms of CPU, and the model is read by the app's
warm-up or by the first message with a candidate); the file is a zip of .npy arrays, each a short header and the
values. The values are the ones numpy reads, exactly (test_npz.py compares them)."""
from __future__ import annotations

import ast
import math
import struct
import zipfile

# .npy element types read without numpy: little-endian IEEE floats, widened exactly to Python floats (as numpy's
# astype(float32).tolist() and float() do: float16 and float32 widen to float32 and to double without rounding)
_NPY_FLOATS = {"<f2": "e", "<f4": "f", "<f8": "d"}


def read_npz(path) -> dict[str, tuple[tuple[int, ...], list[float]]] | None:
    """Each array of an .npz file as (shape, its values in C order), or None when one is not a plain
    little-endian float array in .npy format 1.0-3.0 (numpy.lib.format)."""
    out: dict[str, tuple[tuple[int, ...], list[float]]] = {}
    with zipfile.ZipFile(path) as z:
        for name in z.namelist():
            raw = z.read(name)
            if not name.endswith(".npy") or raw[:6] != b"\x93NUMPY" or raw[6] not in (1, 2, 3):
                return None
            size, at = (struct.unpack_from("<H", raw, 8)[0], 10) if raw[6] == 1 else (struct.unpack_from("<I", raw, 8)[0], 12)
            try:
                header = ast.literal_eval(raw[at:at + size].decode("latin1" if raw[6] < 3 else "utf-8"))
            except (ValueError, SyntaxError):
                return None
            descr = header.get("descr") if isinstance(header, dict) else None
            code = _NPY_FLOATS.get(descr) if isinstance(descr, str) else None
            if code is None or header.get("fortran_order") or not isinstance(header.get("shape"), tuple):
                return None
            shape = header["shape"]
            count = math.prod(shape)
            body = raw[at + size:]
            if len(body) != count * struct.calcsize(code):
                return None
            out[name[:-4]] = (shape, list(struct.unpack(f"<{count}{code}", body)))
    return out
