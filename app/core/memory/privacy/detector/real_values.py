"""A value the writer says is their REAL one inside a story, an example or an exercise (round 37): "Niech to będzie moje
prawdziwe hasło, Marchewka!2019", "Usa la mía de verdad: Gazpacho_Azul88", "Make it my actual one so it feels real:
Tulip$Harbor1983", "вставлю наш справжній ключ у приклад: OPENAI_API_KEY=sk-proj-...", "mein echtes Passwort als
Beispiel", "mon vrai code PIN dans l'exercice", "мой настоящий пароль для рассказа".

secrets.py leaves a character's password, PIN or door code to the story ("Für meinen Krimi: ... 'PIN 1987'") and
sample_mentions.py leaves a value the message calls an example to the example. Both frames say the value is made up;
a writer who says the value is their real / actual / true one (a possessive with "real" in seven languages) says the
opposite, and the frame no longer hides it: the writer hands their own secret to the story.

Read: the words before the value back to the sentence's end before them (a colon or a comma still leads on to the
value: "Make it my actual one so it feels real: Tulip..."), and the words after it to the end of its sentence ("...
Tulip99 - to moje prawdziwe hasło"). A negation or a replacement right before the phrase turns it round: "not my real
password", "nie moje prawdziwe", "statt meines echten", "en lugar de mi contraseña real", "au lieu de mon vrai",
"замість мого справжнього", "вместо моего настоящего" - the value is then the stand-in, still the story's.

Green limits: "real" alone is no owner ("make it feel real", "a realistic PIN", "une histoire vraie", "reale Daten");
"my true love", "mon histoire est vraie" (a verb between) are not the phrase.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.lazy import LazyPattern

# cheap gate on the lower-cased window: a stem of one of the "real" words (each pattern branch below holds one)
_HINTS = ("real", "actual", "genuine", "true", "own", "prawdziw", "rzeczywist", "faktyczn", "echt", "richtig", "eigen",
          "wirklich", "tatsächlich", "verdad", "auténtic", "autentic", "propi", "vrai", "véritable", "réel", "propre",
          "справжн", "настоящ", "реальн")

# a possessive (the writer's, "our") then, within two words, a "real" word - or the "real" word and then the possessive
_REAL = LazyPattern(
    r"(?<!\w)(?:"
    # en: "my real password", "my actual one", "our real key", "my own PIN", "the real one of mine"
    r"(?:my|our)\s+(?:own\s+)?(?:real|actual|genuine|true)\s+(?:[a-z\-]+\s+){0,2}?(?:one|ones|password|passcode|passphrase|pin|"
    r"code|key|token|card|number|account|login|details|iban|licen[cs]e|id|secret)s?|"
    r"(?:my|our)\s+(?:real|actual|genuine)(?=\s*[,:.!\-–—]|\s+(?:one|ones)\b)|"
    r"(?:my|our)\s+own\s+(?:[a-z\-]+\s+)?(?:password|passcode|pin|code|key|token|card\s+number)|"
    r"(?:the\s+)?real\s+(?:one|thing)\s+(?:of\s+mine|of\s+ours|i\s+use|we\s+use)|"
    # pl: "moje prawdziwe hasło", "nasz rzeczywisty klucz", "prawdziwe hasło moje"
    r"(?:moj\w*|mój|nasz\w*|swoj\w*|swój)\s+(?:\w+\s+)?(?:prawdziw\w*|rzeczywist\w*|faktyczn\w*|autentyczn\w*)|"
    r"(?:prawdziw\w*|rzeczywist\w*|faktyczn\w*)\s+(?:\w+\s+)?(?:moj\w*|mój|nasz\w*)|"
    # de: "mein echtes Passwort", "unsere richtige PIN", "die echte Karte meines Mannes", "mein eigenes Passwort"
    r"(?:mein\w*|unser\w*)\s+(?:echt\w*|richtig\w*|wirklich\w*|tatsächlich\w*)(?!\w)|"
    r"(?:mein\w*|unser\w*)\s+eigen\w*\s+(?:passwort|kennwort|pin|code|schlüssel|karte|kartennummer)|"
    r"(?:die|das|der|den|dem)\s+echt\w*\s+[\w\-]+\s+(?:meine[rs]?|unsere[rs]?|von\s+mir|von\s+uns)|"
    # es: "la mía de verdad", "mi contraseña real", "mi verdadero PIN", "mi propia clave"
    r"(?:la\s+mía|el\s+mío|las\s+mías|los\s+míos|la\s+nuestra|el\s+nuestro)\s+(?:de\s+verdad|real|verdader[ao]|auténtic[ao])|"
    r"(?:mi|mis|nuestr[ao]s?)\s+(?:\w+\s+){0,2}?(?:de\s+verdad|real(?:es)?|verdader[ao]s?|auténtic[ao]s?)(?!\w)|"
    r"(?:mi|mis)\s+propi[ao]s?\s+(?:contraseña|clave|pin|código|tarjeta)|"
    # fr: "mon vrai mot de passe", "ma carte réelle", "le mien, le vrai", "mon propre code"
    r"(?:mon|ma|mes|notre|nos)\s+(?:(?!est\b|sont\b|était\b|serait\b)\w+\s+){0,2}?(?:vrai[es]?|véritables?|réel(?:le)?s?)(?!\w)|"
    r"(?:mon|ma|mes|notre|nos)\s+propres?\s+(?:mot\s+de\s+passe|mdp|code|clé|carte)|(?:le\s+mien|la\s+mienne|les\s+miens|les\s+miennes)\W{1,3}(?:le\s+|la\s+|les\s+)?vrai|"
    # uk: "наш справжній ключ", "мій справжній пароль", "справжній мій"
    r"(?:мій|моє|моя|мою|мої|мого|моєї|моїх|наш\w*|свій|своє|свою|своя|свої|свого)\s+(?:\w+\s+){0,2}?(?:справжн\w*|реальн\w*)|"
    r"справжн\w*\s+(?:\w+\s+)?(?:мій|моє|моя|мою|мої|наш\w*)|"
    # ru: "мой настоящий пароль", "наш реальный ключ", "настоящий мой"
    r"(?:мой|моё|мое|моя|мою|мои|моего|моей|наш\w*|свой|своё|свое|свою|своя|свои|своего)\s+(?:\w+\s+){0,2}?"
    r"(?:настоящ\w*|реальн\w*)|"
    r"настоящ\w*\s+(?:\w+\s+)?(?:мой|моё|мое|моя|мою|мои|наш\w*)"
    r")"
)
# the phrase turned round: the value is NOT the real one, or stands in for it
_TURNED = re.compile(
    r"(?:n't|(?<!\w)(?:not|never|no|instead\s+of|rather\s+than|in\s+place\s+of|nie|nigdy|zamiast|nicht|kein\w*|nie\s+mal|"
    r"statt|anstatt|anstelle|no\s+es|nunca|en\s+lugar\s+de|en\s+vez\s+de|pas|jamais|au\s+lieu\s+de|plutôt\s+que|"
    r"не|ні|ніколи|замість|никогда|вместо))\W+(?:\w+\W+){0,2}$")
_STOP = re.compile(r"[.!?\n](?=\s)")


def said_real(low: str, start: int, end: int) -> bool:
    """Whether the writer says the value at low[start:end] (lower-cased text) is their real one: the phrase in the words
    leading to it (back to the last sentence end) or in the rest of its sentence, not negated."""
    lo = max(0, start - 160)
    for cut in _STOP.finditer(low, lo, start):
        lo = max(lo, cut.end())  # (the last sentence end before the value)
    stop = _STOP.search(low, end, end + 80)
    hi = stop.start() if stop else min(len(low), end + 80)
    before, after = low[lo:start], low[end:hi]
    if not any(h in before or h in after for h in _HINTS):
        return False
    for part, base in ((before, lo), (after, end)):
        for m in _REAL.finditer(part):
            if not _TURNED.search(low, max(0, base + m.start() - 30), base + m.start()):
                return True
    return False
