"""npz.read_npz reads the learned model's arrays without numpy: the same values numpy reads, exactly."""
import numpy as np
import pytest

from app.core.memory.privacy.detector import learned
from app.core.memory.privacy.detector.npz import read_npz
from app.core.paths import resource_path


def test_the_shipped_model_reads_as_numpy_reads_it():
    path = resource_path(*learned.MODEL_FILE)
    got = read_npz(path)
    assert got is not None
    with np.load(path) as data:
        assert set(got) == set(data.files)
        for name in data.files:
            shape, values = got[name]
            assert shape == data[name].shape
            assert values == data[name].astype(np.float32 if name == "weights" else data[name].dtype).ravel().tolist()
    model = learned.load()
    assert model is not None
    with np.load(path) as data:
        assert model.weights == data["weights"].astype(np.float32).tolist()
        assert model.bias == float(data["bias"]) and model.threshold == float(data["threshold"])


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
@pytest.mark.parametrize("shape", [(), (7,), (3, 4)])
def test_float_arrays_of_every_width_and_shape(tmp_path, dtype, shape):
    values = (np.arange(int(np.prod(shape))) * np.pi / 7 - 1.3).astype(dtype).reshape(shape)
    path = tmp_path / "a.npz"
    np.savez(path, x=values, y=np.asarray(2.5, dtype=dtype))
    got = read_npz(path)
    assert got is not None
    assert got["x"] == (shape, values.ravel().tolist())
    assert got["y"] == ((), [2.5])


@pytest.mark.parametrize("array", [np.arange(5), np.asarray([1.0, 2.0], dtype=">f4"),
                                   np.asfortranarray(np.ones((2, 3), dtype=np.float32))])
def test_what_it_does_not_read_is_left_to_numpy(tmp_path, array):
    path = tmp_path / "a.npz"
    np.savez(path, x=array)
    assert read_npz(path) is None
