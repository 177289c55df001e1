"""What every provider test starts from."""
import pytest

from app.core.providers.structured import forget_capabilities


@pytest.fixture(autouse=True)
def fresh_capabilities():
    """No structured-output format remembered from another test: each starts with json_schema."""
    forget_capabilities()
    yield
    forget_capabilities()
