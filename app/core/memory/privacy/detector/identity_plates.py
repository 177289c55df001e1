"""A licence plate written at work, with its owner or driver said by their job (round 13): parking logs, gate
passes, visitor books and fleet notes - "la furgoneta 0579 FKZ es del repartidor Sergio", "це машина нашого водія
Віктора", "kierowca WR 38647 (Krystian, podwykonawca)", "Falschparker: D-CK 4167 gehört Herrn Schulte".

identity.py finds the plate-shaped token and asks here for two more things a sentence can show: a word of
driving or parking that its own vehicle words lack (a driver, a parking offender, a parking space), and an
owner named by a job word and a given name ("our driver Sam", "auto Pawła z magazynu") or in brackets right
after the plate. The plate still needs both, in the same sentence, as before.
Round 47 (rlinks): the one the writer meets, coming by car, is the plate's person too ("spotkanie z kolegą z gildii ...,
przyjedzie czarnym Passatem WX ...", "зустрічаюсь з хлопцем з гільдії ..., він буде на сірій Шкоді АА ...": _MEETUP).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import literal_alternation, speed_up
from app.core.memory.privacy.detector.vehicle_kinds import mentions as mentions_kind

_UP = name_letters.UP
_LOW = name_letters.LOW + "'’"

# Drivers and parking, in the six languages (lower-cased stems: a word that starts with one counts)
DRIVING_STEMS = (
    "driver", "chauffeur", "kierowc", "fahrer", "lieferfahrer", "conductor", "conducteur", "livreur",
    "repartidor", "водій", "водія", "водію", "водієв", "водитель", "водителя", "шофер",
    "falschpark", "parkplatz", "stellplatz", "parkverbot", "parkausweis", "parkowani", "parkingu", "estacionamiento",
    "aparcamiento", "stationnement", "парковк", "паркуван", "стоянк",
    # (round 19) the registration papers that name the keeper ("titulaire de la carte grise de ...", "Halterin laut
    # Zulassungsbescheinigung", "dowód rejestracyjny", "техпаспорт") and parking verbs of Ukrainian and Russian
    "carte grise", "grise", "immatricul", "zulassung", "fahrzeugschein", "fahrzeughalter", "halterin", "rejestracyjn",
    "техпаспорт", "logbook", "v5c", "паркует", "паркуют", "поставив", "поставил", "припаркував", "припарковал", "паркінг",
    "паркинг",
    # car makes written in Cyrillic (the Latin ones are identity.py's)
    "опел", "ауді", "ауди", "бмв", "форд", "рено", "пежо", "сітроен", "ситроен", "хонд", "мазд", "ніссан", "ниссан",
    "хюнда", "хенда", "кіа", "киа", "вольво", "тесл", "лексус", "фіат", "фиат", "дачія", "дачию", "дачию", "лада", "ладу",
    "ладой", "ладі", "ладою", "жигул", "москвич", "ниву", "нива", "нивой", "волгу", "газел", "уаз", "шевроле", "субару",
    "сузук", "мітсубіс", "митсубис", "мерс",
)
_DRIVING_RE = re.compile(r"(?<![^\W_])(?:" + literal_alternation(DRIVING_STEMS) + ")")

# A job or role word and the given name after it: "the driver Sam", "del repartidor Sergio", "naszego kierowcy
# Pawła", "unseres Fahrers Jonas", "du livreur Karim", "нашого водія Віктора", "colleague Anna"
_ROLE_NAMED = re.compile(
    r"(?i:\b(?:driver|courier|delivery (?:driver|guy|man)|employee|colleague|worker|contractor|technician|"
    r"fitter|plumber|electrician|cleaner|nurse|doctor|locum|tenant|resident|visitor|"
    r"kierowc\w*|kurier\w*|pracowni\w*|koleg\w*|dostawc\w*|hydraulik\w*|elektryk\w*|najemc\w*|lokator\w*|"
    r"fahrer\w*|kurier\w*|mitarbeiter\w*|kolleg\w*|monteur\w*|handwerker\w*|mieter\w*|"
    r"repartidor\w*|conductor\w*|chófer|empleado\w*|empleada\w*|compañer\w*|trabajador\w*|fontaner\w*|inquilin\w*|"
    r"chauffeur\w*|livreur\w*|coursier\w*|employ[ée]\w*|coll[èe]gue\w*|plombier\w*|locataire\w*|"
    r"водій|водія|водію|водієві|водител\w*|кур['’]?єр\w*|працівник\w*|колег\w*|сантехнік\w*|орендар\w*))"
    rf"\s+(?P<who>[{_UP}][{_LOW}]+)"
)
# A name in brackets right after the plate: "WR 38647 (Krystian, podwykonawca)", "HB69 DZY (Sam, night shift)"
_NAME_IN_BRACKETS = re.compile(rf"\s*\(\s*(?P<who>[{_UP}][{_LOW}]+)\s*[,;)\-–]")
# A title no other finder reads as an owner's: "belongs to Dr Kaur", "dr Nowak", "Prof. Weber"
# (round 23: in every case - "należy do doktora Bieleckiego", "der Ärztin", "лікаря Петренка")
_DOCTOR = re.compile(rf"(?<![\w.])(?i:dr|prof|doktor\w{{0,3}}|docteur|doctora?|professor\w{{0,2}}|profesor\w{{0,3}}|"
                     rf"лікар\w{{0,2}}|доктор\w{{0,2}}|професор\w{{0,2}}|врач\w{{0,2}})\.?\s+[{_UP}][{_LOW}]+")


# (round 23) a plate made up or shown in an advert, a film or a game: nobody's ("In unserem Werbefilm ... B-MW 1234")
_MADE_UP = re.compile(
    r"(?i)ausgedacht\w*|erfunden\w*|fiktiv\w*|fictional|fictitious|made[- ]up|invented|ficti(?:ci|v)\w*|fictif\w*|"
    r"zmyślon\w*|fikcyjn\w*|вигадан\w*|выдуман\w*|werbe\w+|werbung|(?<!centre )(?<!center )(?<!centro )commercial(?!e|\s+(?:vehicle|van|truck|lorry|property|premises|parking|car park))|advert\w*|billboard\w*|anuncio\w*|"
    r"publicit\w*|reklam\w*|реклам\w*"
)


def made_up(text: str, start: int, end: int) -> bool:
    """Whether the sentence text[start:end] says its plate is made up or an advert's."""
    return _MADE_UP.search(text, start, end) is not None


def driving_in(text: str, start: int, end: int) -> bool:
    """Whether the sentence text[start:end] has a word of drivers or parking that identity's vehicle words lack
    (identity's one-scan word test reads DRIVING_STEMS too)."""
    low = text[start:end].lower()
    return _DRIVING_RE.search(low) is not None or mentions_kind(low)  # (round 27) a bus, a pickup (vehicle_kinds.py)


def owner_by_role(text: str, start: int, end: int, plate_end: int, given_name: Callable[[str], bool]) -> bool:
    """An owner of the plate ending at `plate_end`, in the sentence text[start:end]: a role word and a given name,
    a given name in brackets right after the plate, or a person with a doctor's title."""
    if any(given_name(m.group("who")) or genitive_name(m.group("who"), given_name)
           for m in _ROLE_NAMED.finditer(text, start, end)):
        return True
    m = _NAME_IN_BRACKETS.match(text, plate_end, end)
    if m is not None and given_name(m.group("who")):
        return True
    if any(given_name(d.group("who")) for d in _DRIVER.finditer(text, start, plate_end)):
        return True  # (round 25) "Kuba jeździ tym czerwonym oplem KR ...", "Lena fährt den grauen Kombi M-LN ..."
    return _DOCTOR.search(text, start, end) is not None or ex_partner(text, start, end) or (
        _MEETUP.search(text, start, end) is not None)


# (round 28) the writer's ex, named or not: "The ex still drives ...", "El ex sigue ...", "L'ex rôde ...", "Колишній досі
# їздить ...", "Der Ex steht ...", "Бывший опять стоит ..." - one person the writer knows, whom the plate identifies.
# Not an "ex-" thing ("Ex-police Volvo", "eine Ex-Mietwagen-Corsa"): a partner's word must follow the hyphen; not a
# price "ex VAT" nor goods "ex works" (the ex is a person: an article or a possessive before it, or a sentence's start).
_EX = re.compile(
    # the ex as a person: after an article or a possessive, or opening the sentence - not "£9,995 ex VAT", "ex works"
    r"(?i)(?<![\w-])(?:the|my|her|his|our|your|an|der|dem|den|des|mein\w*|ihr\w*|sein\w*|el|al|del|mi|tu|su|mon|ton|son|"
    r"mój|mojego|moim|mojemu|twój|jej|jego)\s+(?:ex|eks)(?![\w-])|(?<![\w-])l['’](?:ex)(?![\w-])|"
    r"(?:^|(?<=[.!?]\s))(?-i:Ex|Eks)(?=\s+[^\W\d_])|(?<![\w-])ex-?(?:husband|wife|boyfriend|girlfriend|partner\w*|mann|frau|freund\w*|"
    r"marido|mujer|novi[oa]|pareja|mari|femme|copain|copine|compagn\w*|conjoint\w*)(?![\w-])|"
    r"(?<!\w)(?:колишн(?:ій|я|ього|ьої|ьому)|бывш(?:ий|ая|его|ей|ему))(?!\w)"
)


# (round 45, rkids) a man or woman the writer went out with, as the one with the car: "Хлопець, з яким я була на одному
# побаченні, щовечора стоїть під моїм під'їздом, номер АА 4827 КМ", "a guy I went on two dates with waits outside ...,
# plate ..." - known to the writer as the ex is; not a date as an appointment ("I went on a date; the car in front ...")
_DATED = re.compile(
    r"(?i)(?<!\w)(?:(?:went|been|gone) (?:out )?on (?:a|one|two|three|a few|a couple of) (?:\w+ )?dates? with|"
    r"з яким (?:я )?(?:була|був|ходила|ходив)(?: \w+){0,2}? на (?:\w+ )?побаченн\w*|"
    r"с которым (?:я )?(?:была|был|ходила|ходил)(?: \w+){0,2}? на (?:\w+ )?свидани\w*|"
    r"z kt[óo]rym (?:by[łl]am|by[łl]em|posz[łl]am)(?: \w+){0,2}? na (?:\w+ )?randk\w*|"
    r"mit dem ich (?:\w+ ){0,2}?(?:ein |einmal |zwei |ein paar )?dates? hatte|"
    r"con (?:el|quien) que (?:sal[íi]|qued[ée]|tuve una cita)|con quien (?:sal[íi]|qued[ée]|tuve una cita)|"
    r"avec qui (?:je suis sortie?|j['’]ai eu (?:un|deux|trois) (?:rendez-vous|rencards?)))(?!\w)"
)


# (round 47, rlinks) the one the writer meets, coming by car: "meeting a guy from my guild at the mall, he'll be in a
# silver Golf ...", "spotkanie z kolegą z gildii ..., przyjedzie czarnym Passatem WX ...", "зустрічаюсь з хлопцем з
# гільдії ..., він буде на сірій Шкоді АА ..." - one person the writer will see, whom the plate identifies; not a meeting
# about a car for sale with no one ("spotkanie w sprawie auta"), not a meeting place alone
_MEETUP = re.compile(
    r"(?i)(?<!\w)(?:(?:i'?m |i am |we'?re )?meet(?:ing)?(?: up)?(?: with)? (?:a|the|this|that|some|my|our) "
    r"(?:guy|girl|man|woman|lad|bloke|person|buyer|seller|friend|teammate|mate|date|player|member)|meeting someone|"
    r"(?:spotkanie|spotykam si[ęe]|spotkam si[ęe]|spotykamy si[ęe]|widz[ęe] si[ęe]|um[óo]wi(?:[łl]em|[łl]am|li[śs]my) si[ęe]) z|"
    r"(?:treffe|treffen|treff) (?:mich |uns )?(?:morgen |heute |gleich )?(?:mit )?(?:einem|einer|meinem|meiner|dem|der)|"
    r"verabredet mit|(?:quedo|qued[ée]|he quedado|me veo|me encuentro|nos vemos) con|"
    r"(?:je vois|je retrouve|je rencontre|rendez-vous avec|rdv avec)|"
    r"(?:зустрічаюсь|зустрічаюся|зустрінусь|зустрінуся|зустріч|побачуся|бачуся) з|"
    r"(?:встречаюсь|встречусь|встреча|увижусь|вижусь) с)(?!\w)"
)


def ex_partner(text: str, start: int, end: int) -> bool:
    """Whether the sentence text[start:end] names the writer's ex (or someone the writer went out with: _DATED) as the
    one with the car."""
    return _EX.search(text, start, end) is not None or _DATED.search(text, start, end) is not None


# (round 25) a given name, the subject of a verb of driving, before the plate: the car is the one that person drives
_DRIVER = re.compile(
    rf"(?<![\w'’])(?P<who>[{_UP}][{_LOW}]+)\s+(?:(?:still|always|now|usually|teraz|zawsze|nadal|immer|jetzt|noch|"
    rf"siempre|ahora|toujours|maintenant|завжди|зараз|всегда|сейчас)\s+)?"
    rf"(?:drives|is driving|has been driving|jeździ|jezdzi|fährt|faehrt|conduce|maneja|conduit|roule en|їздить|ездит|"
    rf"водить|водит)(?!\w)"
)


def genitive_name(word: str, given_name: Callable[[str], bool]) -> bool:
    """A given name in a genitive that `given_name` does not undo: the Polish fleeting e ("Pawła", Paweł;
    "Karola" is plain) and the Ukrainian soft stem ("Андрія", Андрій; "Сергія", Сергій)."""
    return (word.endswith("ła") and given_name(word[:-2] + "eł")) or (
        word.endswith("ія") and given_name(word[:-1] + "й"))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
