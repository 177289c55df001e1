"""A router's printed Wi-Fi key of letters only (round 22, set broad-zzj: "router sticker: SSID TALKTALK-8E21C4, key
PNVGBMTK").

Many providers print a default key of eight to sixteen capital letters (BT, TalkTalk, Sky) or small letters (Virgin
Media); the secret finders want a digit or mixed case before they call a value after "key" random. Here, in a
message about a network (an SSID, Wi-Fi, WLAN, a router or a box), a run of 8-20 letters of one case right after a key
or password word ("key", "network key", "WPA key", "klucz", "Schlüssel", "clave", "clé", "ключ", "password",
"hasło", "Passwort", "contraseña", "mot de passe", "пароль") is the key when it is not a word: fewer than a quarter
of its letters are vowels (words have about two in five: not "key fingerprint") and it is not a setting's name ("WPA2PSK", "DISABLED").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up

_NETWORK = re.compile(r"(?i)ssid|wi-?fi|wlan|router|\bbox\b|hotspot|network|netzwerk|sie[cć]|\bred\b|r[ée]seau|мереж|сет[ьи]|роутер|"
                      r"модем|livebox|freebox|fritz")
_KEY_THEN_VALUE = re.compile(
    r"(?i)(?<![\w])(?:(?:wi-?fi|wlan|wpa2?|wpa-psk|network|netzwerk|sieci|red|r[ée]seau|мережі|сети)[ \t\-]?)?"
    r"(?:key|klucz|schl[üu]ssel|clave|cl[ée]|ключ|password|passwort|kennwort|has[łl]o|contrase[ñn]a|mot de passe|mdp|пароль)"
    r"(?:[ \t]+(?:wpa2?|wifi|wi-fi|wlan))?[ \t]*(?:[:=\-–—][ \t]*|(?:is|to|ist|es|est|це|это)[ \t]+)?"
    r"[\"'„“«]?(?P<value>(?-i:[A-Z]{8,20}|[a-z]{8,20}))(?![\w\-@.])")
_NOT_KEYS = frozenset("disabled enabled personal wpapersonal enterprise unchanged required optional".split())
_VOWELS = frozenset("aeiouAEIOU")


def find_router_keys(text: str, add: Callable[[str, int, int], None]) -> None:
    """Letter-only Wi-Fi keys after a key word in a message about a network (see the module's doc)."""
    if not _NETWORK.search(text):
        return
    for m in _KEY_THEN_VALUE.finditer(text):
        value = m.group("value")
        if value.lower() in _NOT_KEYS or sum(c in _VOWELS for c in value) * 4 >= len(value):
            continue
        add("Wi-Fi password", m.start("value"), m.end("value"))


speed_up(globals())
