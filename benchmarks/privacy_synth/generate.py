"""Write a synthetic privacy corpus: JSONL items like the broad sets' (id, lang, text, label, kind,
category) plus `spans`, the [start, end) of every private value in `text`, for training a
token classifier. Deterministic: the same --seed and --count give the same file.

    python -m benchmarks.privacy_synth.generate --count 20000 --seed 7 --out /tmp/synth.jsonl

The text varies the carrier (chat sentences in six languages, config files, e-mail and log lines),
the value's position, case (all lower case), typos in the words around the value, a keyword glued
to its value, and filler sentences before and after. Session 9 added gift-card, authenticator, health/insurance
and student numbers, plates with their owner and local mobiles (red), and public codes and placeholder persons
with sample identifiers (green). Session 12 puts 35 % of items in carriers.py's carriers (forwarded, table/JSON,
terse reply, long; digits split or OCR-damaged), takes 12 % of red keywords from another language, and adds
look-alikes of goods, logistics, banks, logs and configuration (green) and passwords in mixed-case groups (red)."""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.privacy_synth import carriers as C  # noqa: E402
from benchmarks.privacy_synth import templates as T  # noqa: E402
from benchmarks.privacy_synth import values as V  # noqa: E402

Piece = tuple[str, bool]  # (text, is the private value)


_KEY: list[str] = []  # the keyword of the item being made (set by _fill), for the table and reply carriers
MIXED_KEYWORDS = 0.12  # share of red items whose keyword is taken from another language (session 12)


def _kw(r: random.Random, table: dict[str, list[str]], lang: str) -> str:
    """A keyword of `table` in the message's language, now and then in another one ("password" in Polish text)."""
    return r.choice(table[r.choice(T.LANGS)] if r.random() < MIXED_KEYWORDS else table[lang])


def _fill(r: random.Random, template: str, k: str, v: str, value_private: bool) -> list[Piece]:
    if k:
        _KEY[:] = [k]
    name = r.choice(T.NAMES)
    before, _, after = template.partition("{v}")
    pieces: list[Piece] = [(before.replace("{k}", k).replace("{n}", name), False), (v, value_private),
                           (after.replace("{k}", k).replace("{n}", name), False)]
    return pieces


def _typo(r: random.Random, s: str) -> str:
    words = s.split(" ")
    for i, w in enumerate(words):
        if len(w) > 4 and w.isalpha() and r.random() < 0.15:
            j = r.randrange(1, len(w) - 1)
            words[i] = r.choice([w[:j] + w[j + 1:], w[:j] + w[j + 1] + w[j] + w[j + 2:], w[:j] + w[j] + w[j:]])
    return " ".join(words)


def _filler(r: random.Random, lang: str) -> str:
    """A neutral sentence, or a look-alike one with its (green) value."""
    if r.random() < 0.6:
        return r.choice(T.PLAIN_GREEN[lang])
    templates, makers = T.GREEN_T[r.choice(list(T.GREEN_T))]
    return r.choice(templates[lang]).replace("{v}", r.choice(makers)(r)).replace("{k}", "").replace("{n}", r.choice(T.NAMES))


def _vary(r: random.Random, pieces: list[Piece], lang: str) -> list[Piece]:
    lower = r.random() < 0.25
    typos = r.random() < 0.25
    out = []
    for text, private in pieces:
        if not private:
            if lower:
                text = text.lower()
            if typos:
                text = _typo(r, text)
        out.append((text, private))
    # a keyword glued to its value ("pin1234", "hasło:Xk29")
    if r.random() < 0.08 and len(out) >= 2 and out[1][1] and out[0][0].endswith(" "):
        out[0] = (out[0][0].rstrip(" ") + r.choice(["", ":", "="]), False)
    # filler sentences around the carrier
    if r.random() < 0.45:
        out.insert(0, (_filler(r, lang) + r.choice([". ", "! ", "\n", " - "]), False))
    if r.random() < 0.45:
        out.append((r.choice([". ", "\n", " "]) + r.choice([_filler(r, lang), T.CONFIG_ASK[lang]]), False))
    return out


def _config(r: random.Random, value: str) -> list[Piece]:
    key = r.choice(T.CONFIG_KEYS)
    line = r.choice(T.CONFIG_T).replace("{K}", key)
    before, _, after = line.partition("{v}")
    noise = r.sample(T.CONFIG_NOISE, r.randint(0, 4))
    cut = r.randint(0, len(noise))
    head = "".join(n + "\n" for n in noise[:cut])
    tail = "".join("\n" + n for n in noise[cut:])
    return [(head + before, False), (value, True), (after + tail, False)]


def red_item(r: random.Random, lang: str) -> tuple[list[Piece], str, str]:
    """Pieces of one red message, its kind and category."""
    c = r.random()
    if c < 0.16:
        return _fill(r, r.choice(T.SECRET_T[lang]), _kw(r, T.PASSWORD_KW, lang), V.password(r), True), "secret", "password"
    if c < 0.24:
        value = V.door_code(r) if r.random() < 0.5 else V.pin(r)
        return _fill(r, r.choice(T.SECRET_T[lang]), _kw(r, T.PIN_KW, lang), value, True), "secret", "pin"
    if c < 0.30:
        return _fill(r, r.choice(T.SECRET_T[lang]), _kw(r, T.OTP_KW, lang), V.otp(r), True), "secret", "otp"
    if c < 0.35:
        return _fill(r, r.choice(T.SECRET_T[lang]), _kw(r, T.WIFI_KW, lang), V.password(r), True), "secret", "wifi-key"
    if c < 0.45:
        value = V.password(r) if r.random() < 0.6 else V.vendor_token(r)
        return _config(r, value), "secret", "config"
    if c < 0.53:
        # a vendor's token, or (session 12) a token someone set for a device or an app in a password's shape
        tok = V.vendor_token(r) if r.random() < 0.75 else V.password(r)
        if r.random() < 0.3:
            return [("curl -H 'Authorization: Bearer ", False), (tok, True), ("' https://api.example.com/v1/me", False)], "secret", "token"
        return _fill(r, r.choice(T.SECRET_T[lang]), r.choice(T.KEY_KW), tok, True), "secret", "token"
    if c < 0.55:
        kw = r.choice(["seed phrase", "fraza odzyskiwania", "Seed-Phrase", "frase semilla", "phrase de récupération", "сід-фраза"])
        return [(kw + ": ", False), (V.seed_phrase(r), True)], "secret", "seed-phrase"
    if c < 0.565:
        return [("my key:\n", False), (V.pem(r), True)], "secret", "pem"
    if c < 0.60:
        whole, _pw = V.conn_string(r)
        return _fill(r, r.choice(["DATABASE_URL={v}", "connection string {v} fails", "{v}", "url: {v}"]), "", whole, True), "secret", "connection-string"
    if c < 0.66:
        value = r.choice([V.password, V.vendor_token, V.vendor_token, V.hex_key])(r)
        line = r.choice(T.CODE_T).replace("{K}", r.choice(T.CONFIG_KEYS)).replace("{{", "{").replace("}}", "}")
        before, _, after = line.partition("{v}")
        return [(before, False), (value, True), (after, False)], "secret", "code"
    if c < 0.68:
        kw = r.choice(["private key", "klucz prywatny", "privater Schlüssel", "clave privada", "clé privée", "приватний ключ"])
        return _fill(r, r.choice(T.SECRET_T[lang]), kw, V.hex_key(r), True), "secret", "private-key"
    if c < 0.70:
        return _fill(r, r.choice(T.SECRET_T[lang]), r.choice(["backup codes", "kody zapasowe", "Backup-Codes", "códigos de respaldo",
                                                               "codes de secours", "резервні коди"]), V.recovery_codes(r), True), "secret", "recovery-codes"
    if c < 0.79:
        return _new_category(r, lang)
    # identifiers
    group, maker = r.choice([("card", V.card), ("iban", V.iban_value), ("iban", V.nrb), ("phone", V.phone), ("phone", V.phone),
                             ("national", None), ("national", None), ("national", None), ("account", V.account_number),
                             ("email", V.email)])
    if maker is None:
        maker = r.choice(T.NATIONAL_MAKERS)
    kw = _kw(r, T.ID_KW[group], lang)
    return _fill(r, r.choice(T.ID_T[lang]), kw, maker(r), True), "identifier", group


def _new_category(r: random.Random, lang: str) -> tuple[list[Piece], str, str]:
    """Categories added in session 9, where the misses on broad-h..o showed the corpus had none: gift-card and
    prepaid codes, authenticator and game-guard codes, health/insurance/pension/student numbers, licence plates
    with their owner, mobiles written without a country prefix; in session 10 (broad-s/t/u): smart-home pairing
    codes and keys, one-time codes forwarded from an SMS."""
    cat = r.choice(["gift-code", "app-code", "member-id", "plate", "local-phone", "smart-home", "forwarded-sms"])
    if cat == "smart-home":  # session 10 (broad-s/t/u): smart-home pairing codes and keys
        return _fill(r, r.choice(T.SMART_HOME_T[lang]), _kw(r, T.SMART_HOME_KW, lang), V.smart_home_code(r), True), "secret", cat
    if cat == "forwarded-sms":  # a one-time code forwarded from an SMS
        return _fill(r, r.choice(T.FORWARDED_SMS_T[lang]), _kw(r, T.OTP_KW, lang), V.app_code(r), True), "secret", cat
    if cat == "gift-code":
        return _fill(r, r.choice(T.SECRET_T[lang]), _kw(r, T.GIFT_KW, lang), V.gift_code(r), True), "secret", cat
    if cat == "app-code":
        return _fill(r, r.choice(T.SECRET_T[lang]), _kw(r, T.APP_CODE_KW, lang), V.app_code(r), True), "secret", cat
    if cat == "member-id":
        return _fill(r, r.choice(T.ID_T[lang]), _kw(r, T.MEMBER_KW, lang), V.member_id(r), True), "identifier", cat
    if cat == "plate":
        return _fill(r, r.choice(T.PLATE_T[lang]), _kw(r, T.PLATE_KW, lang), V.plate(r), True), "identifier", cat
    return _fill(r, r.choice(T.ID_T[lang]), _kw(r, T.LOCAL_PHONE_KW, lang), V.local_phone(r), True), "identifier", cat


def green_item(r: random.Random, lang: str) -> tuple[list[Piece], str, str]:
    c = r.random()
    if c < 0.04:  # a placeholder person with a sample identifier in a guide, form or mock-up
        t = r.choice(T.SAMPLE_FORM_T[lang]).replace("{n}", r.choice(V.PLACEHOLDER_PERSONS))
        return _fill(r, t, "", r.choice(V.SAMPLE_IDS), False), "benign-lookalike", "sample-form"
    c = r.random()
    if c < 0.14:
        kw = _kw(r, T.PASSWORD_KW, lang) if r.random() < 0.6 else _kw(r, T.PIN_KW, lang)
        t = r.choice(T.KEYWORD_NO_VALUE[lang]).replace("{k}", kw).replace("{{", "{").replace("}}", "}")
        return [(t, False)], "benign-lookalike", "keyword-no-value"
    if c < 0.2:
        return [(r.choice(T.PLAIN_GREEN[lang]), False)], "benign", "plain"
    if c < 0.26:
        value = r.choice(V.EXAMPLE_KEYS)
        return _config(r, value)[:1] + [(value, False)] + _config(r, value)[2:], "benign-lookalike", "config-placeholder"
    if c < 0.34:
        value = r.choice([V.password, V.card, V.iban_value, V.otp, V.pesel_value, V.phone])(r)
        return _fill(r, r.choice(T.STORY_T[lang]), "", value, False), "benign-lookalike", "story-example"
    if c < 0.40:
        value = r.choice([V.hash_value, V.uuid_value, V.version, lambda r: r.choice(V.EXAMPLE_KEYS)])(r)
        line = r.choice(T.CODE_GREEN_T).replace("{K}", r.choice(T.CONFIG_KEYS)).replace("{{", "{").replace("}}", "}")
        return [(line.replace("{v}", value), False)], "benign-lookalike", "code"
    if c < 0.43:
        return _fill(r, r.choice(T.ID_T[lang]), r.choice(["support", "kontakt", "Kundenservice", "atención", "service client", "підтримка"]),
                     V.role_email(r), False), "benign-lookalike", "role-email"
    if c < 0.47:  # session 12: a config line whose key names a pin, key or code that is no secret
        line = r.choice(T.BENIGN_CONFIG_T[lang]).replace("{K}", r.choice(V.BENIGN_CONFIG_KEYS))
        return _fill(r, line, "", V.benign_config_value(r), False), "benign-lookalike", "config-benign"
    if c < 0.49:  # session 12: a listing or chapter's code number
        line = r.choice(T.LISTING_CODE_T[lang]).replace("{n}", str(r.randint(1, 12)))
        return _fill(r, line, "", str(r.randint(1000, 9999)), False), "benign-lookalike", "listing-code"
    cat = r.choice(list(T.GREEN_T))
    templates, makers = T.GREEN_T[cat]
    value = r.choice(makers)(r)
    return _fill(r, r.choice(templates[lang]), "", value, False), "benign-lookalike", cat


CARRIERS = 0.35  # share of items put in one of carriers.py's carriers (session 12); 0 gives session 11's corpus


def _carry(r: random.Random, pieces: list[Piece], lang: str, red: bool, category: str) -> list[Piece] | None:
    """The item in a session-12 carrier, or None to keep it as it is. Green items go into a table or a reply
    only with a label of their category (a look-alike is green because of what it is called)."""
    values = [i for i, (_t, p) in enumerate(pieces) if p] if red else \
        [i for i, (t, _p) in enumerate(pieces) if i == 1 and len(pieces) == 3 and t.strip()]
    if len(values) != 1:
        return None
    i = values[0]
    value = pieces[i][0]
    if r.random() < 0.35:
        value = C.respell(r, value)
        pieces = pieces[:i] + [(value, red)] + pieces[i + 1:]
    key = _KEY[0] if red and _KEY else (r.choice(C.GREEN_LABELS[category]) if not red and category in C.GREEN_LABELS else None)
    style = r.random()
    if style < 0.3 or key is None and style < 0.65:
        return C.forwarded(r, _vary(r, pieces, lang), lang)
    if style < 0.65 and key is not None:
        return C.table(r, key, value, red) if style < 0.47 else C.terse(r, key, value, red, lang)
    # long: the value among several sentences
    head = [(_filler(r, lang) + r.choice([". ", "\n", " "]), False) for _ in range(r.randint(2, 4))]
    tail = [(r.choice([". ", "\n", " "]) + _filler(r, lang), False) for _ in range(r.randint(2, 4))]
    return head + list(pieces) + tail


def generate(count: int, seed: int, red_share: float = 0.5):
    r = random.Random(seed)
    for i in range(count):
        lang = r.choice(T.LANGS)
        red = r.random() < red_share
        _KEY.clear()
        pieces, kind, category = red_item(r, lang) if red else green_item(r, lang)
        carried = _carry(r, pieces, lang, red, category) if r.random() < CARRIERS else None
        pieces = carried if carried is not None else _vary(r, pieces, lang)
        text, spans, pos = "", [], 0
        for piece, private in pieces:
            if private:
                spans.append([pos, pos + len(piece)])
            text += piece
            pos += len(piece)
        yield {"id": f"synth-{seed}-{i:06d}", "lang": lang, "text": text, "label": "red" if red else "green",
               "kind": kind, "category": category, "spans": spans}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--count", type=int, default=20000)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--out", type=Path, required=True)
    args = p.parse_args(argv)
    with open(args.out, "w", encoding="utf-8") as fh:
        for item in generate(args.count, args.seed):
            fh.write(json.dumps(item, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
