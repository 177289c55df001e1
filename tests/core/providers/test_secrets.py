import keyring
import keyring.backends.fail

from app.core.providers.secrets import SERVICE, KeyStore


def test_key_goes_to_the_keyring_only(memory_keyring, tmp_path):
    keys = KeyStore()
    assert keys.set("prov1", "  sk-live-123  ") is True
    assert memory_keyring.secrets[(SERVICE, "prov1")] == "sk-live-123"
    assert KeyStore().get("prov1") == "sk-live-123"  # a new process finds it
    keys.delete("prov1")
    assert KeyStore().get("prov1") is None


def test_environment_key_is_honoured_when_nothing_is_stored(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
    assert KeyStore().get("any") == "sk-from-env"


def test_without_a_keyring_backend_the_key_lives_in_memory_for_the_session():
    keyring.set_keyring(keyring.backends.fail.Keyring())
    keys = KeyStore()
    assert keys.keyring_available() is False
    assert keys.set("prov1", "sk-session") is False
    assert keys.get("prov1") == "sk-session" and keys.is_session_only("prov1")
    assert KeyStore().get("prov1") is None  # nothing was written anywhere


