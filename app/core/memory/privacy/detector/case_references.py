"""An office's file reference as its letters print it (round 18): "Geschäftszeichen 99 B 2026-4471",
"Kassenzeichen 5.0123.456789.3", "sygn. akt I C 1234/26", "Az. 3 F 118/25", "our ref. JD/2026/0045", an insurance
policy's number ("Número de póliza 0091-33-552018"),
"référence dossier 2026-AB-0012", "номер справи 752/1234/26", "expediente 2026/ADE/118204".

The rules find nothing in them, and the learned model, scoring each group of digits on its own, reads "2026-4471" as
somebody's number. `reject_case_references` gives the reference's span to the rules' rejections (identifiers.py),
so that the model does not score it; not after "my", a PIN or a password word, and not a value that is itself a
known personal format (those finders ran before and claimed it)."""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.org_context import REF_OWNER

# a word or letters every label holds, tested as plain substrings of the lower-cased text first (most messages)
_HINTS = ("zeichen", "az.", "gz.", "réf", "провадж", "sygn", "sprawy", "ref", "expediente", "dossier", "справ", "дел", "case", "file n",
          "vorgang", "bescheid", "liza", "polic", "polis", "versicherungsschein", "поліс", "полис",
          "objekt", "we-nr", "wohnungsn", "liegenschaft", "property", "lokalu", "rechnung", "invoice", "faktur", "factur",
          "рахун", "счет", "счёт", "justificante",
          # (round 40) an insurer's claim number
          "siniestro", "claim", "schaden", "szkod", "sinistre", "випадк", "збитк", "случа", "убыт")
# the label, a number word or sign, then the reference: groups of capitals and digits joined by / - . and single
# spaces, holding a digit (at most six groups: a sentence's words are lower case and stop it)
_REFERENCE = re.compile(
    r"(?i:\b(?:gesch[äa]ftszeichen|gz\.|kassenzeichen|aktenzeichen|az\.|unser zeichen|ihr zeichen|bescheidnummer|"
    r"vorgangsnummer|sygn(?:atura|\.)?(?: akt)?|znak sprawy|nu?me?r\.? sprawy|case (?:number|no\.?|ref\.?)|"
    r"(?:our|your) ref(?:erence)?\.?|file (?:number|no\.?)|reference(?: number| no\.?)?|ref\.|"
    r"n[uú]mero de expediente|expediente|n[uú]m\. expediente|referencia|r[ée]f[ée]rence(?: (?:du )?dossier)?|r[ée]f\.|"
    r"num[ée]ro de dossier|dossier n[°º]|номер справи|справа|номер дела|дело|номер провадження|"
    # an insurance policy's number: "Número de póliza 0091-33-552018", "Versicherungsschein Nr. ...", "polisa nr ..."
    r"(?:n[uú]mero de )?p[óo]liza|policy(?: number| no\.?)?|polis[aey]|num[ée]ro de police|police n[°º]|"
    r"versicherungsschein(?:nummer)?|номер поліса|номер полиса|поліс|полис|"
    # (round 40) an insurer's claim number: "Número de siniestro 2024-SIN-0047718", "claim no. 31-887-420-AC",
    # "Schadennummer ...", "numer szkody ...", "n° de sinistre ...", "номер страхового випадку ..."
    r"(?:n[uú]mero de )?siniestro|claim (?:number|no\.?|ref(?:erence)?)|schaden-?(?:nummer|nr\.?)|"
    r"(?:numer|nr\.?) szkody|(?:num[ée]ro de |n° de )?sinistre|номер (?:страхового )?(?:випадку|збитку|случая|убытка)|"
    # (round 21) a flat's or a property's number on a service-charge bill, an invoice's own number or its scheme, a
    # tax form's receipt: "Objekt-Nr. 0441/WE 07", "Meine Rechnungsnummern sehen so aus: RE-2026-0117"
    r"objekt-?n(?:r|ummer)\.?|objektnummer|we-?nr\.?|wohnungsnummer|liegenschafts?-?n(?:r|ummer)\.?|"
    r"property ref(?:erence)?\.?|numer lokalu|rechnungsnummer\w*|rechnungs-?nr\.?|invoice (?:numbers?|no\.?)|"
    r"numer\w* faktur\w*|n[uú]meros? de factura|num[ée]ros? de facture|номер\w* рахунк\w*|номер\w* сч[её]т\w*|"
    r"(?:n[uú]mero de )?justificante))"
    r"(?:(?:\s+[a-zäöüßąćęłńóśźżéèàçа-яіїєґ]+){1,4}\s*:)?"
    r"(?:\s+(?:is|es|est|ist|lautet|to|jest|це|это)(?![\w]))?"  # (round 40) "Mi número de siniestro es 2024-..."
    r"(?:\s*(?:n[°º]|nr\.?|no\.?|№|#|:))*\s*[„\"«“']?\s*"
    r"(?P<ref>(?=[A-Z0-9./\- ]{0,12}\d)[A-Z0-9][A-Z0-9./\-]{0,14}(?: [A-Z0-9][A-Z0-9./\-]{0,14}){0,5})(?![\w])"
)


def reject_case_references(text: str, claimed) -> None:  # noqa: ANN001 - context.Claims (no import cycle)
    low = text.lower()
    if not any(h in low for h in _HINTS):
        return  # (most messages)
    for m in _REFERENCE.finditer(text):
        ref = m.group("ref").rstrip(".-/ ")
        if not any(c.isdigit() for c in ref) or REF_OWNER.search(text, m.start(), m.start("ref")):
            continue
        claimed.reject(m.start("ref"), m.start("ref") + len(ref))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
