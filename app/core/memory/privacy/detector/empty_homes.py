"""A home said to stand empty while its people are away (Round 46, rlinks: address and absence; Round 47, rlinks:
away as abroad - "за кордоном", "za granicą", "im Ausland", "à l'étranger"; Round 49, rlinks: away for a number of
weeks - "wir sind ab 12.8. drei Wochen in Kroatien, unsere Wohnung ... steht leer").

"wyjeżdżamy całą rodziną 1-15 lipca, dom na Słonecznej 3 w Łomiankach będzie pusty", "we're away 3-17 August, the
house at 14 Alder Close will be empty", "wir sind vom 1. bis 15. Juli weg, das Haus in der Lindenstraße 4 steht leer",
"nos vamos del 1 al 15 de julio, la casa de la calle Mayor 12 estará vacía", "on part du 1er au 15 juillet, la maison du
12 rue des Lilas sera vide", "їдемо з 1 по 15 липня, хата на вул. Садовій 9 буде порожня": a street address with
nobody at home on given days tells a stranger where and when to break in - the writer's home tied to the
family's absence, red like a person with their address. identity.py finds the address; here its sentence must say
the home is empty (or nobody is at home) and the message must say that its people leave or are away.
Green limits: an empty flat to let or a vacant shop (a business's premises before the address) without anyone leaving ("the flat at 5 Rose Lane stands empty -
who owns it?"), a business's address (no absence of the writer), an address with no emptiness said.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.lazy import LazyPattern

# the home said empty or nobody at home (on lower-cased text)
_EMPTY = LazyPattern(fold_letters(
    r"(?<!\w)(?:(?:will be|would be|is|stays|stand|stands|be left|sits|left) empty|empty (?:house|flat|home)|"
    r"(?:nobody|no one|no-one|noone) (?:will be |is )?(?:at )?home|unoccupied|unattended|"
    r"pust[ya]|puste|pustym|pustej|nikogo nie (?:będzie|ma)|"
    r"leer(?:stehen|steht)?|steht leer|niemand (?:ist |wird )?(?:zu hause|daheim|da)|keiner (?:ist )?(?:zu hause|daheim)|"
    r"vac[ií][oa]|no (?:habrá|hay|estará|queda) nadie|sin nadie|"
    r"vide|inoccup[ée]e?|personne (?:à|a) la maison|il n'y aura personne|"
    r"порожн\w*|пуст\w*|нікого не (?:буде|залишиться)|нікого немає|никого не (?:будет|останется)|никого нет)(?!\w)", True))
# the writer's people leave or are away (anywhere in the message)
_AWAY = LazyPattern(fold_letters(
    r"(?<!\w)(?:we(?:'re| are|'ll be| will be)? (?:away|leaving|off|going|travel\w*)|we leave|we go|while we'?re away|"
    r"(?:on|for) (?:holiday|vacation)|out of town|(?:we(?:'re| are|'ll be| will be) )?abroad|"
    # (round 47, rlinks) abroad: "Ми з 1 по 20 серпня за кордоном, квартира на ... пуста", "jesteśmy za granicą"
    r"za granic[ąa]|im ausland|ins ausland|en el extranjero|al extranjero|(?:à|a) l'(?:é|e)tranger|"
    r"за кордоном|за кордон|за границей|за границу|"
    r"wyjeżdżam\w*|wyjeżdża\w*|wyjazd\w*|urlop\w*|wakacj\w*|nas nie będzie|mnie nie będzie|"
    r"verreisen|verreist|fahren (?:weg|in den urlaub)|sind (?:weg|verreist|im urlaub)|urlaub|nicht da|"
    r"nos vamos|estaremos fuera|de vacaciones|de viaje|vacaciones|"
    r"partons|on part|serons absents|en vacances|vacances|"
    r"їдемо|виїжджаємо|поїдемо|відпустк\w*|нас не буде|уезжаем|уедем|едем|отпуск\w*|нас не будет|в отъезде|"
    # (round 49, rlinks) how long the people are away: "wir sind ab 12.8. drei Wochen in Kroatien", "for two weeks"
    r"(?:for |für |na |por |pour |на )?(?:\d{1,2}|two|three|four|zwei|drei|vier|dwa|trzy|cztery|dos|tres|cuatro|deux|"
    r"trois|quatre|дв[аі]|три|чотири|четыре) (?:weeks|wochen|tygodnie|semanas|semaines|тижні|недели))(?!\w)", True))


# a business's premises named before the address: a shop, an office (no one's home)
_PREMISES = LazyPattern(fold_letters(
    r"(?<!\w)(?:shop|store|office|restaurant|warehouse|premises|unit|studio|salon|sklep\w*|biur\w*|lokal\w*|magazyn\w*|"
    r"laden|büro|geschäft|praxis|lager|tienda|oficina|local|nave|almacén|boutique|bureau|magasin|local|entrepôt|"
    r"магазин\w*|офіс\w*|офис\w*|склад\w*)(?!\w)", True))
_FLOORS = ("og ", "og,", "stock", "etage", "obergeschoss", "piętro", "pietro", "étage")  # a floor's ordinal, "2. OG"


def _stop_after(low: str, at: int) -> int:
    """The next ". " after `at` that ends a sentence - not a flat's or a street's abbreviation ("кв. 112", "m. 4",
    "ul. Lipowa": a word of up to three letters before the dot; round 47) nor a floor's ordinal ("2. OG"; round 49)."""
    x = low.find(". ", at)
    while x >= 0 and (0 < x - max(low.rfind(" ", 0, x), low.rfind(",", 0, x)) - 1 <= 3 and low[x - 1].isalpha()
                      or low[x - 1].isdigit() and low.startswith(_FLOORS, x + 2)):  # (round 49: "2. OG links")
        x = low.find(". ", x + 2)
    return x


def empty_homes(low: str, addresses: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The (start, end) of each address in `addresses` (spans on the lower-cased text `low`) whose sentence says the home
    is empty, in a message that says its people are away (see the module's doc)."""
    if not addresses or _AWAY.search(low) is None:
        return []
    out = []
    for a_start, a_end in addresses:
        start = max(low.rfind(". ", 0, a_start), low.rfind("\n", 0, a_start), a_start - 80) + 1
        stops = [x for x in (_stop_after(low, a_end), low.find("\n", a_end)) if x >= 0]
        end = min(stops + [a_end + 80, len(low)])
        if _EMPTY.search(low, start, end) is not None and _PREMISES.search(low, max(start, a_start - 40), a_start) is None:
            out.append((a_start, a_end))
    return out
