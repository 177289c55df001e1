"""A home address under its label in a record that names a person (round 17): "Register laptop of Sarah Whitfield,
staff no. 40417, ..., home address 27 Ashby Road, Leicester LE3 0DN", "Mitarbeiter Jonas Keller, Privatanschrift:
...", "uczeń Jan Nowak, adres zamieszkania: ...", "domicilio particular: ...", "adresse personnelle : ...",
"домашня адреса: ...". identity.py finds the address; the label says it is somebody's home, the name says whose.
An office's or a school's address ("Schuladresse", "business address") has no such label and stays green."""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.vocab.people import NAMED_PERSON

_HOME_LABEL = re.compile(
    r"(?i)(?<!\w)(?:home|private|residential|personal) address|adres\w* (?:domow\w*|zamieszkania|prywatn\w*)|"
    r"(?:wohn|privat)(?:adresse|anschrift)|(?:private|heim)adresse|direcci[oó]n (?:particular|personal|de casa|"
    r"de domicilio)|domicilio(?: particular)?|adresse (?:personnelle|priv[ée]e|du domicile|perso)|domicile|"
    r"домашн\w* адрес\w*|адрес\w* (?:проживання|проживания|місця проживання|места жительства)|"
    # (round 26) Portugal's: "morada", "endereço residencial", "residência" (an address of one country in another's text)
    r"morada(?: (?:fiscal|de residência|de residencia|completa))?|endere[çc]o (?:residencial|de casa)|resid[êe]ncia"
    r"(?:\s*[:\-–—]\s*|\s+)$"
)


def labelled_home(text: str, before: str) -> bool:
    """Does `before` (the text right before an address) end with a home address's label, in a text naming a person?"""
    return _HOME_LABEL.search(before) is not None and NAMED_PERSON.search(text, 0, len(text))
