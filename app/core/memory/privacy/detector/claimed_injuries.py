"""Round 45 (rsens): the writer's injury told as in an accident or insurance claim - the injury named with its treatment:
"Bandscheibenvorfall nach Sturz von der Leiter, OP im Mai, seitdem Taubheit im Bein", "Fracture du poignet en vélo,
opérée avec une plaque, 6 semaines d'arrêt", "Tengo un esguince cervical de grado 2 ..., voy a rehabilitación",
"Перелом ключиці після ДТП, тиждень у лікарні", "złamałem kość piszczelową na nartach, mam gips na 6 tygodni".

Set broad-zzz97 held six such claims and five stayed green: the vocabulary reads a diagnosis said as one ("I have
diabetes"), sport_injuries.py a torn ligament or a joint operated; an injury is written as a claim form is filled in -
often with no subject at all, the injury first, then what it took (surgery, a plate, a cast, days in hospital,
rehabilitation, weeks off work). In en, pl, de, es, fr, uk and ru, in one message:
- an INJURY: a fracture or a broken bone, a herniated disc, whiplash, a concussion, a dislocation, a graded sprain
  ("fracture du poignet", "Bandscheibenvorfall", "esguince cervical", "перелом ключиці", "złamałem kość", "сотрясение
  мозга");
- its TREATMENT told as done: an operation, a plate or screws, a cast, a stay in hospital, rehabilitation or
  physiotherapy, sick leave ("OP im Mai", "opérée avec une plaque", "voy a rehabilitación", "тиждень у лікарні", "mam
  gips", "off work for six weeks");
- the writer's, or a dated case: a first-person word, or a time the event is anchored in ("im Mai", "depuis", "6
  semaines", "тиждень", "del día 8").
Yellow/green stay: a question in general ("how long does a fractured wrist take to heal after surgery?", "what does
insurance usually pay for whiplash?" - no treatment done, or a "how long / usually"), a symptom or a suspicion ("I
think I broke my toe"), a story, a public figure (a footballer's fracture), a hypothetical ("if I break a leg
skiing ...").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "health information"


_BONE_EN = (r"(?:wrist|arm|leg|ankle|hip|collarbone|collar bone|clavicle|ribs?|nose|jaw|finger|toe|foot|hand|elbow|"
            r"shoulder|pelvis|kneecap|tibia|fibula|femur|shin|vertebra|cheekbone|skull|heel)")
_BONE_DE = (r"(?:arm|bein|hand|handgelenks?|fuß|fuss|knöchel|schlüsselbein|rippen|becken|hüft|oberschenkelhals|"
            r"oberschenkel|schienbein|wadenbein|wirbel|nasenbein|nasen|kiefer|finger|zehen|sprunggelenks?|ellenbogen|"
            r"schulter|unterarm|oberarm|speichen|mittelfuß|kahnbein|jochbein|schädel)")
_INJURY = _gated(
    r"(?<![\w'’])(?:"
    r"fractur(?:e|ed|es)|broken (?:" + _BONE_EN + r")|broke (?:my|both) (?:\w+ )?(?:" + _BONE_EN + r")|whiplash|"
    r"herniated discs?|slipped discs?|disc herniation|concussion|dislocated (?:my )?\w+|(?:grade \w+ )?sprain(?:ed)? "
    r"(?:my )?\w+|torn (?:ligament|tendon)s?|"
    + _BONE_DE + r"(?:bruch|brüche|fraktur)\w*|fraktur\w*|gebrochen\w*|schleudertrauma|bandscheibenvorfall|"
    r"gehirnerschütterung|bänderriss|verstauch\w*|ausgekugelt\w*|"
    r"złaman\w+|złamał\w*|pęknięci\w* kości|skręceni\w*|zwichnięci\w*|wstrząśnieni\w* mózgu|przepuklin\w* dysku|"
    r"dyskopati\w*|uraz\w* kręgosłupa|urazu? biczow\w*|"
    r"fractura\w*|me (?:rompí|he roto|partí|he partido)|esguince\w*|latigazo cervical|hernia discal|"
    r"conmoción cerebral|luxación|rotura de(?: los?)? ligamentos?|"
    r"fracture\w*|(?:je me suis |me suis )cassée? \w+|entorse\w*|coup du lapin|hernie discale|commotion cérébrale|"
    r"luxation|rupture d\w* ligament\w*|traumatisme crânien|"
    r"перелом\w*|зламав\w*|зламала|вивих\w*|розрив\w* зв'?яз\w*|струс\w* мозку|грижа диск\w*|міжхребцев\w* гриж\w*|"
    r"хлистов\w*|сломал\w*|вывих\w*|разрыв\w* связ\w*|сотрясени\w* мозга|грыж\w* диск\w*|межпозвоночн\w* грыж\w*|"
    r"хлыстов\w*)(?![\w'’])")
_TREATED = _lazy(
    r"(?<![\w'’])(?:surgery|operated|operation|op|plate|pins|screws|(?:in )?(?:a )?cast|plaster|in hospital|"
    r"hospitali[sz]ed|admitted|rehab\w*|physio\w*|off work|sick leave|signed off|crutches|brace|neck collar|"
    r"operiert|operation|platte|schrauben|gips|krankenhaus|klinik|reha|krankgeschrieben|arbeitsunfähig|krücken|"
    r"operacj\w*|operowan\w*|zoperowan\w*|płytk\w*|śrub\w*|gips\w*|szpital\w*|rehabilitacj\w*|fizjoterapi\w*|"
    r"zwolnieni\w*|l4|kul\w*|ortez\w*|"
    r"operad[oa]|operaron|operación|quirófano|placa|tornillos|escayola|yeso|hospital|ingresad[oa]|"
    r"rehabilitación|fisio\w*|de baja|baja laboral|muletas|collarín|"
    r"opérée?|opéré|opération|plaque|broches|vis|plâtre|hôpital|hospitalisée?|rééducation|kiné\w*|arrêt|béquilles|"
    r"attelle|minerve|"
    r"операц\w*|прооперува\w*|пластин\w*|гіпс\w*|лікарн\w*|реабілітац\w*|лікарнян\w*|милиц\w*|прооперир\w*|гипс\w*|"
    r"больниц\w*|реабилитац\w*|больничн\w*|костыл\w*)(?![\w'’])")
# the writer's case, or one anchored in time
_MINE = _lazy(
    r"(?<![\w'’])(?:i|i'm|i've|my|me|mine|ich|mein\w*|mir|mich|seit\w*|je|j'\w+|ma|mon|mes|moi|depuis|mam|mnie|mi|mój|"
    r"moja|moje|\w+łem|\w+łam|jestem|od|tengo|estoy|voy|llevo|me|mis?|desde|я|мені|мене|мій|моя|мої|у мене|мне|меня|"
    r"мой|у меня|після|после|since|after|nach|après|tras|po|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|januar|februar|märz|"
    r"mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|"
    r"décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|"
    r"\d+ (?:weeks?|days?|wochen|tage|semaines|jours|semanas|días|tygodni\w*|dni|тижн\w*|днів|дні|недел\w*|дней)|"
    r"тиждень|неделю|tydzień|eine woche|une semaine|una semana|a week|a month|einen monat|un mois|un mes|miesiąc|"
    r"місяць|месяц)(?![\w'’])")
# a suspicion before the injury in its sentence: "I think I broke my toe", "chyba złamałem palec" (not "ile może wypłacić")
_HEDGE = _lazy(
    r"(?<![\w'’])(?:i think|maybe|probably|might|not sure|vielleicht|wahrscheinlich|chyba|może|pewnie|quizás|a lo mejor|"
    r"creo que|peut-être|je crois|мабуть|можливо|здається|наверное|возможно|кажется)(?![\w'’])")
# a question in general, a hypothetical, a story, a public figure: not the writer's injury
_NOT_MINE = _lazy(
    r"(?<![\w'’])(?:if|what if|in case|how long|typically|usually|normally|in general|generally|on average|"
    r"wenn|falls|wie lange|normalerweise|im allgemeinen|gdyby|jeśli|jeżeli|ile trwa|zazwyczaj|zwykle|"
    r"si|en caso de|cuánto tiempo|normalmente|en general|au cas où|combien de temps|en général|généralement|"
    r"якщо|скільки триває|зазвичай|если|сколько длится|обычно|"
    r"he|she|him|his|"
    r"novel|story|character|roman|powieś\w*|novela|personaje|personnage|geschichte|роман\w*|персонаж\w*|"
    r"footballer|player|striker|spieler|piłkarz\w*|futbolista|jugador|joueur|футболіст\w*|футболист\w*|"
    r"patients?|pacjent\w*|patient\w*|pacientes?|пацієнт\w*|пациент\w*|"
    # a pet's injury: "My cat was admitted to the vet clinic with a broken leg"
    r"cat|dog|pet|puppy|kitten|horse|vet|katze|hund|pferd|tierarzt\w*|chat|chien|cheval|vétérinaire|véto|gato|perro|"
    r"caballo|veterinari[oa]|kot\w*|pies|psa|koń|weterynarz\w*|кіт|кота|собак\w*|кінь|ветеринар\w*|кошк\w*|"
    r"лошад\w*)(?![\w'’])")


def find_claimed_injuries(text: str) -> list[Finding]:
    """A health finding over normalised `text` telling the writer's injury with its treatment (see the module's doc)."""
    low = lower_keep_length(text)
    m = _INJURY.search(low)
    if m is None:
        return []
    if "’" in low:
        low = low.replace("’", "'")
    if not _TREATED.search(low) or not _MINE.search(low) or _NOT_MINE.search(low):
        return []
    a, b = stop_bounds(low, m.start(), m.end())
    if _HEDGE.search(low, a, m.start()):
        return []
    return [Finding(Kind.HEALTH, _REASON, after_spaces(low, a, b), b)]
