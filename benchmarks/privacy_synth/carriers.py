"""Session 12: carriers the synthetic corpus lacked, applied to red and green messages alike (so that the
carrier itself says nothing about the label; only the keyword and the value do).

- a forwarded or quoted message ("> ..." lines, a "Forwarded message" header, quotes) with the user's
  question after it;
- a table, CSV, JSON or YAML row: the keyword (or a look-alike's label) as a column or key, among other
  harmless fields;
- a terse reply under the question it answers (quoted or "Q:/A:"), the value alone or nearly;
- a long message: the value in the middle of several filler sentences;
- the value written differently: digits split by spaces, dots, dashes or emoji, or damaged by OCR
  (O for 0, l for 1 ...).
Mixed-language keywords (an English keyword in a Polish sentence) are chosen in generate.red_item."""
from __future__ import annotations

import random

from benchmarks.privacy_synth import templates as T

Piece = tuple[str, bool]

FORWARD_HEAD = {
    "en": ["---------- Forwarded message ---------\nFrom: {n}\n\n", "Fwd: ", "{n} wrote:\n", "copied from the chat:\n"],
    "pl": ["---------- Przekazana wiadomość ---------\nOd: {n}\n\n", "PD: ", "{n} napisał(a):\n", "skopiowane z czatu:\n"],
    "de": ["---------- Weitergeleitete Nachricht ---------\nVon: {n}\n\n", "WG: ", "{n} schrieb:\n", "aus dem Chat kopiert:\n"],
    "es": ["---------- Mensaje reenviado ---------\nDe: {n}\n\n", "RV: ", "{n} escribió:\n", "copiado del chat:\n"],
    "fr": ["---------- Message transféré ---------\nDe : {n}\n\n", "TR : ", "{n} a écrit :\n", "copié du chat :\n"],
    "uk": ["---------- Переслане повідомлення ---------\nВід: {n}\n\n", "Пересл.: ", "{n} написав(ла):\n", "скопіював з чату:\n"],
}
FORWARD_ASK = {
    "en": ["what do I do with this?", "is this right?", "can you sort this out?", "summarise please", "reply to it for me"],
    "pl": ["co mam z tym zrobić?", "czy to się zgadza?", "ogarnij to proszę", "streść to", "odpisz za mnie"],
    "de": ["was mache ich damit?", "stimmt das so?", "kannst du das regeln?", "fass das zusammen", "antworte bitte darauf"],
    "es": ["¿qué hago con esto?", "¿está bien?", "¿me lo arreglas?", "resúmelo", "contéstale por mí"],
    "fr": ["j'en fais quoi ?", "c'est correct ?", "tu peux gérer ça ?", "résume stp", "réponds-lui pour moi"],
    "uk": ["що мені з цим робити?", "це правильно?", "розберись будь ласка", "підсумуй", "відповідай за мене"],
}
# Terse replies: the question (quoted, or Q:/A:) names the keyword; the answer is nearly only the value.
QUESTION = {
    "en": ["what's the {k}?", "{k}?", "can you send me the {k}", "do you have the {k}?", "which {k}?"],
    "pl": ["jaki jest {k}?", "{k}?", "podeślesz {k}?", "masz {k}?", "jakie {k}?"],
    "de": ["wie ist {k}?", "{k}?", "schickst du mir {k}?", "hast du {k}?", "welche {k}?"],
    "es": ["¿cuál es {k}?", "¿{k}?", "¿me pasas {k}?", "¿tienes {k}?"],
    "fr": ["c'est quoi {k} ?", "{k} ?", "tu m'envoies {k} ?", "t'as {k} ?"],
    "uk": ["який {k}?", "{k}?", "скинеш {k}?", "маєш {k}?"],
}
ANSWER = {
    "en": ["{v}", "{v} 👍", "it's {v}", "here: {v}", "{v} I think", "sure, {v}", "{v}\nthx"],
    "pl": ["{v}", "{v} 👍", "to {v}", "proszę: {v}", "{v} chyba", "jasne, {v}", "{v}\ndzięki"],
    "de": ["{v}", "{v} 👍", "ist {v}", "hier: {v}", "{v} glaub ich", "klar, {v}", "{v}\ndanke"],
    "es": ["{v}", "{v} 👍", "es {v}", "aquí: {v}", "{v} creo", "claro, {v}", "{v}\ngracias"],
    "fr": ["{v}", "{v} 👍", "c'est {v}", "voilà : {v}", "{v} je crois", "ok, {v}", "{v}\nmerci"],
    "uk": ["{v}", "{v} 👍", "це {v}", "ось: {v}", "{v} здається", "так, {v}", "{v}\nдякую"],
}
# Harmless fields beside the value in a table row.
FIELDS = [("name", ["Anna Nowak", "J. Weber", "Lucía", "Marie D.", "Оксана"]),
          ("city", ["Kraków", "Berlin", "Valencia", "Lyon", "Київ"]),
          ("date", ["2026-03-14", "14.03.2026", "03/14/2026"]), ("status", ["active", "ok", "pending", "aktywny", "erledigt"]),
          ("note", ["", "n/a", "see above", "—", "urgent"]), ("id", ["1", "2", "17", "42", "108"])]
# Labels for the look-alikes' categories (generate.green_item), in the six languages, for table rows.
GREEN_LABELS = {
    "order": ["order", "order no", "Bestellnummer", "nr zamówienia", "pedido", "commande", "замовлення", "tracking", "invoice", "faktura"],
    "isbn": ["ISBN", "EAN", "barcode", "kod kreskowy", "code-barres", "штрихкод"],
    "tech": ["commit", "checksum", "request_id", "version", "uuid", "build", "wersja", "Prüfsumme", "host", "timestamp"],
    "testdata": ["test card", "example key", "karta testowa", "Testkarte", "placeholder", "sample"],
    "hotline": ["helpline", "infolinia", "Hotline", "línea de ayuda", "urgence", "гаряча лінія"],
    "company": ["VAT", "NIP firmy", "USt-IdNr", "CIF", "SIREN", "ЄДРПОУ", "company tax no"],
    "numbers": ["price", "cena", "Preis", "flight", "vuelo", "model", "modelo", "result"],
    "everyday": ["lotto", "recipe", "case no", "sygnatura", "path", "Aktenzeichen", "expediente"],
    "promo": ["promo code", "kod rabatowy", "Gutscheincode", "cupón", "code promo", "промокод"],
    "code-names": ["variable", "function", "alarm", "pin (GPIO)", "test", "zmienna"],
    "vin": ["VIN", "FIN", "bastidor"], "ssid": ["SSID", "network", "sieć", "WLAN"],
    "donation": ["donations", "wpłaty", "Spendenkonto", "dons"],
}


def _lang_of(r: random.Random, lang: str) -> str:
    return lang if lang in FORWARD_HEAD else r.choice(list(FORWARD_HEAD))


def forwarded(r: random.Random, pieces: list[Piece], lang: str) -> list[Piece]:
    lang = _lang_of(r, lang)
    style = r.random()
    if style < 0.4:  # every line quoted with "> "
        out: list[Piece] = []
        at_line_start = True
        for text, private in pieces:
            if private:
                if at_line_start:
                    out.append(("> ", False))
                out.append((text, True))
                at_line_start = False
                continue
            parts = text.split("\n")
            new = []
            for i, part in enumerate(parts):
                if i > 0:
                    new.append("\n")
                    at_line_start = True
                if part and at_line_start:
                    new.append("> ")
                    at_line_start = False
                new.append(part)
            out.append(("".join(new), False))
        if out and not out[0][1] and not out[0][0].startswith(">"):
            out.insert(0, ("> ", False))
        head = ""
    elif style < 0.7:
        out = list(pieces)
        head = r.choice(FORWARD_HEAD[lang]).replace("{n}", r.choice(T.NAMES))
    else:
        q = r.choice(['"', "«", "„", "“"])
        close = {'"': '"', "«": "»", "„": "“", "“": "”"}[q]
        out = [(q, False)] + list(pieces) + [(close, False)]
        head = r.choice(["", r.choice(T.NAMES) + ": ", r.choice(FORWARD_HEAD[lang]).replace("{n}", r.choice(T.NAMES))])
    ask = r.choice(FORWARD_ASK[lang])
    return ([(head, False)] if head else []) + out + [(r.choice(["\n\n", "\n", " — "]) + ask, False)]


def table(r: random.Random, key: str, value: str, private: bool) -> list[Piece]:
    """One row of a table, CSV, JSON or YAML with `key` naming the value, among harmless fields."""
    others = r.sample(FIELDS, r.randint(1, 3))
    cols = [(name, r.choice(vals)) for name, vals in others]
    pos = r.randint(0, len(cols))
    cols.insert(pos, (key, None))
    style = r.choice(["md", "csv", "json", "yaml", "tsv"])
    pieces: list[Piece] = []

    def cell(text: str) -> None:
        if pieces and not pieces[-1][1]:
            pieces[-1] = (pieces[-1][0] + text, False)
        else:
            pieces.append((text, False))

    if style == "md":
        cell("| " + " | ".join(c for c, _ in cols) + " |\n|" + "---|" * len(cols) + "\n| ")
        for i, (_c, v) in enumerate(cols):
            if v is None:
                pieces.append((value, private))
            else:
                cell(v)
            cell(" | " if i < len(cols) - 1 else " |")
    elif style in ("csv", "tsv"):
        sep = r.choice([",", ";"]) if style == "csv" else "\t"
        cell(sep.join(c for c, _ in cols) + "\n")
        for i, (_c, v) in enumerate(cols):
            if v is None:
                pieces.append((value, private))
            else:
                cell(v)
            if i < len(cols) - 1:
                cell(sep)
    elif style == "json":
        cell("{")
        for i, (c, v) in enumerate(cols):
            cell(f'"{c}": "')
            if v is None:
                pieces.append((value, private))
            else:
                cell(v)
            cell('"' + (", " if i < len(cols) - 1 else "}"))
    else:
        for i, (c, v) in enumerate(cols):
            cell(("- " if i == 0 and r.random() < 0.5 else "") + f"{c}: ")
            if v is None:
                pieces.append((value, private))
            else:
                cell(v)
            cell("\n" if i < len(cols) - 1 else "")
    return pieces


def terse(r: random.Random, key: str, value: str, private: bool, lang: str) -> list[Piece]:
    """A short reply under the question it answers."""
    lang = _lang_of(r, lang)
    q = r.choice(QUESTION[lang]).replace("{k}", key)
    head = r.choice(["> " + q + "\n", q + "\n", "Q: " + q + "\nA: ", "[" + r.choice(T.NAMES) + "] " + q + "\n"])
    before, _, after = r.choice(ANSWER[lang]).partition("{v}")
    return [(head + before, False), (value, private), (after, False)]


_OCR = {"0": "O", "1": "l", "5": "S", "8": "B", "2": "Z", "6": "b"}
_EMOJI_SEP = ["🔸", "▪️", "·", "•", "➖"]


def respell(r: random.Random, value: str) -> str:
    """Digits split or damaged as people and OCR write them; other values unchanged."""
    plain = value.replace(" ", "").replace("-", "")
    if not plain.isdigit() or not 3 <= len(plain) <= 16:
        return value
    style = r.random()
    if style < 0.3:
        return " ".join(plain)
    if style < 0.5:
        size = r.choice([2, 3])
        return " ".join(plain[i:i + size] for i in range(0, len(plain), size))
    if style < 0.65:
        return r.choice([".", "-", "/"]).join(plain)
    if style < 0.75:
        return r.choice(_EMOJI_SEP).join(plain)
    if style < 0.85:
        return "".join(ch + "\ufe0f\u20e3" for ch in plain)  # keycap digits
    chars = list(value)
    idx = [i for i, ch in enumerate(chars) if ch in _OCR]
    for i in r.sample(idx, min(len(idx), r.randint(1, 2))):
        chars[i] = _OCR[chars[i]]
    return "".join(chars)
