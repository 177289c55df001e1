"""Documentation's example values (documented.py): reserved example domains with generic names or in a URL's
credentials, a password value that names a password, a setting's snake-case name. A person's address at an
example domain and a real-looking password stay red."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    "Połącz się przez sftp://user:password@example.org/katalog i pobierz plik.",
    "Set the DSN to postgresql://admin:secret@db.example/app in the tutorial.",
    "Send a test message to noreply@example.net and check the spam folder.",
    "$config = array('password' => 'secret', 'host' => 'localhost');",
    "options: {'zip_password': 'samplepassword'}",
    "Ustaw default_auth=mysql_native_password albo sha256_password w pliku my.cnf.",
    "Die Einstellung ldap_bind_password steht in der Datei config.ini.",
]
RED = [
    "Here is my address for the landlord: tomasz.wilk@example.com",
    "my new router password is Password_2024!",
    "hasło do poczty: secret99",
    "db: postgresql://app:Vd83!kQz0pLm@db.internal.acme-corp.pl/app",
]


@pytest.mark.parametrize("text", GREEN)
def test_documented_example_values_are_green(text):
    verdict = detect(text, region="PL")
    assert verdict.label == "green", [(f.reason, text[f.start:f.end]) for f in verdict.findings]


@pytest.mark.parametrize("text", RED)
def test_real_looking_values_stay_red(text):
    assert detect(text, region="PL").label == "red"
