"""Addiction told by its treatment, the writer's or a relative's (round 31, rhealth): "ich mache eine stationäre
Alkoholentwöhnung", "idę na terapię odwykową od hazardu", "I'm six weeks into detox for alcohol dependence", "je suis
accro aux jeux en ligne", "voy a reuniones de Alcohólicos Anónimos", "я проходжу реабілітацію від алкогольної
залежності".

The vocabulary reads an addiction named as such ("I'm an alcoholic", "jestem na odwyku") and a few treatments in one
fixed frame ("I'm in rehab", "ich bin im Entzug"); a treatment named with a verb it does not list ("mache", "idę na",
"six weeks into", "проходжу") left the sentence green. The mechanism: a treatment that only an addiction has (an
alcohol or drug detox, rehab or withdrawal for a substance, odwyk and terapia odwykowa, Entwöhnung and Entzug,
désintox and sevrage, реабілітація від залежності, AA/NA/GA meetings and the Anonymous fellowships, наркологія), or
"accro à" a substance or gambling, in a sentence that says whose it is: a first-person word (I, my, ich, mein, idę,
jestem, je, yo, estoy, я ...) or a relative or friend. A negation before it ("I've never been to rehab", "nie byłem
na odwyku"), a sentence with no owner ("What is rehab like for alcohol addiction?", "Wie lange dauert ein
Alkoholentzug?") and a detox of something else ("a juice detox", "digital detox") are not read. The finding covers the
sentence; the topic, rumour and generic-question filters after it (health_topics, hearsay, unsettled, generic_cases)
still apply.
Round 47 (rsens): a French addiction service (CSAPA), a "cure" for a substance, a follow-up or treatment for the
writer's addiction ("suivi en CSAPA pour mon addiction aux jeux vidéo", "in treatment for my gaming addiction"), a
rehabilitation from alcohol or drugs named without "addiction" ("на реабілітації від алкоголю").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.appositions import KIN
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.sentence_scope import after_spaces

_SUBSTANCE = (r"(?:alcohol\w*|drinking|drink|drugs?|opioids?|opiates?|heroin|cocaine|crack|meth|cannabis|painkillers?|"
              r"benzos?|gambling|betting|addiction|dependen(?:ce|cy))")
# (round 39) a self-help or support group for an addiction, gone to like a fellowship's meetings: "zur
# Selbsthilfegruppe für Spielsüchtige", "grupa wsparcia dla hazardzistów", "групу підтримки для залежних від азартних
# ігор", "собрания Анонимных игроков" (the one who runs the group is skipped in find_addiction_care)
_ADDICTS = (r"(?:(?:problem |compulsive )?gamblers|alcoholics|addicts|gambling addicts|hazardzist\w*|uzależnion\w*|alkoholik\w*|"
            r"spielsüchtig\w*|glücksspielsüchtig\w*|alkoholiker\w*|suchtkrank\w*|drogenabhängig\w*|ludópatas|jugadores|"
            r"alcohólicos|adictos|joueurs|alcooliques|personnes dépendantes|dépendants|залежн\w*|гравц\w*|ігроман\w*|"
            r"алкоголік\w*|зависим\w*|игрок\w*|игроман\w*|алкоголик\w*)")
_GROUPS = (
    r"(?:(?:support|self-help|peer)\s+group\s+for\s+(?:\w+\s+)?" + _ADDICTS + r"|(?:gambling|addiction|alcohol|drug|recovery)\s+"
    r"(?:support|self-help)\s+group|grup\w*\s+(?:wsparcia|samopomocy)\s+dla\s+(?:\w+\s+)?" + _ADDICTS + r"|"
    r"selbsthilfegruppe\w*\s+(?:für|der|von)\s+(?:\w+\s+)?" + _ADDICTS + r"|(?:spielsucht|sucht|alkohol)-?selbsthilfegruppe\w*|"
    r"anonymen?\s+spieler\w*|grupo\s+de\s+(?:apoyo|autoayuda)\s+(?:para|de)\s+(?:\w+\s+)?" + _ADDICTS + r"|"
    r"groupe\s+de\s+(?:parole|soutien)\s+(?:pour|de|des)\s+(?:\w+\s+)?" + _ADDICTS + r"|"
    r"груп\w*\s+підтримки\s+(?:для\s+)?(?:\w+\s+)?" + _ADDICTS + r"|анонімн\w*\s+(?:гравц\w*|ігроман\w*)|"
    r"групп\w*\s+поддержки\s+(?:для\s+)?(?:\w+\s+)?" + _ADDICTS + r"|анонимн\w*\s+(?:игрок\w*|игроман\w*))")
# the group's leader, or one looking for a group: no member of it
_LEADS = re.compile(fold_letters(
    r"(?<![\w'])(?:where (?:can|do|could) i|is there|are there|gdzie|czy jest|wo (?:finde|gibt)|gibt es|dónde|hay algún|où (?:trouver|y a-t-il)|"
    r"existe-t-il|де (?:знайти|є)|чи є|где (?:найти|есть)|есть ли|"
    r"i (?:run|lead|facilitate|organi[sz]e|host)|prowadzę|organizuję|ich leite|leite ich|ich moderiere|dirijo|"
    r"coordino|organizo|j'anime|j'organise|je coordonne|веду|організовую|координую|организую|провожу)(?![\w'])", True))
_TREATMENT = (
    r"(?:(?:alcohol|drug|opioid|heroin|gambling|addiction|substance)\s+(?:detox|rehab|withdrawal|treatment|programme|"
    r"program|clinic|counsell?ing|recovery)|(?:detox|detoxing|rehab|withdrawal|treatment|recovery)\s+(?:for|from)\s+"
    r"(?:\w+\s+)?" + _SUBSTANCE + r"|(?:aa|na|ga)\s+meetings?|(?:alcoholics|narcotics|gamblers|cocaine)\s+anonymous|"
    r"12[- ]step\s+(?:programme|program|meetings?)|"
    r"terapi\w*\s+odwykow\w*|leczeni\w*\s+odwykow\w*|odwyk\w*|detoks\w*\s+alkoholow\w*|"
    r"(?:terapi\w*|leczeni\w*|ośrod\w*)\s+(?:leczenia\s+)?uzależnie\w*|mityng\w*\s+(?:aa|al-anon|anonimowych)|anonimowych\s+(?:alkoholików|narkomanów|"
    r"hazardzistów)|"
    r"(?:alkohol|drogen|heroin|opiat|opioid|kokain|cannabis|medikamenten|tabletten|nikotin|rauch)-?entwöhnung\w*|"
    r"entwöhnungs(?:behandlung|therapie|klinik)\w*|(?:alkohol|drogen|heroin|opiat|opioid|kokain|cannabis|medikamenten|"
    r"tabletten|benzo)?-?entzug(?:s(?:klinik|station|behandlung|therapie))?|entgiftung\w*|suchtklinik\w*|suchttherapie\w*|suchtreha\w*|anonymen?\s+alkoholiker\w*|"
    r"desintoxicaci[oó]n|rehabilitaci[oó]n\s+(?:por|de|para|contra)\s+(?:\w+\s+)?(?:alcohol\w*|drogas|adicci\w*|"
    r"ludopat\w*|juego|apuestas)|(?:alcohólicos|narcóticos|jugadores)\s+anónimos|"
    r"tratamiento\s+(?:de|para|por|contra)\s+(?:la\s+|el\s+)?(?:adicci\w*|alcoholismo|ludopat\w*|drogadicci\w*)|"
    r"désintox\w*|(?:cure\s+de\s+)?sevrage\s+(?:alcoolique|tabagique|(?:à|au|aux|de|du|des)\s+(?:l'|la\s+)?"
    r"(?:alcool|drogues?|cannabis|héroïne|opiacés|cocaïne|tabac|nicotine|benzo\w*))|cure\s+de\s+sevrage|addictologi\w*|(?:alcooliques|narcotiques|joueurs)\s+anonymes|"
    r"accro\s+(?:aux|au|à\s+la|à\s+l'|à)\s*(?:jeux\s+(?:en\s+ligne|de\s+hasard|d'argent)|paris|casino|alcool|drogues?|"
    r"cocaïne|héroïne|cannabis|médicaments|antidouleurs|opiacés)|"
    r"реабілітац\w*\s+(?:від|після)\s+(?:\w+\s+)?залежн\w*|реабилитац\w*\s+(?:от|после)\s+(?:\w+\s+)?зависим\w*|"
    r"лікуванн\w*\s+(?:від\s+)?(?:\w+\s+)?залежн\w*|лечени\w*\s+(?:от\s+)?(?:\w+\s+)?зависим\w*|"
    r"анонімн\w*\s+(?:алкоголік\w*|наркоман\w*)|анонимн\w*\s+(?:алкоголик\w*|наркоман\w*)|нарколог\w*|"
    r"кодуванн\w*\s+від|кодировани\w*\s+от|детокс\w*\s+(?:від|от)\s+(?:алкогол\w*|наркот\w*)|" + _GROUPS + r"|"
    # (round 47, rsens; set broad-zzz108 and zzz110) a French addiction service, a "cure" for a substance, a follow-up for
    # one's addiction, a rehabilitation from alcohol or drugs: "suivi en CSAPA pour mon addiction aux jeux vidéo", "en
    # cure pour l'alcool", "на реабілітації від алкоголю"
    r"csapa|(?:en\s+)?cure\s+(?:pour|contre)\s+(?:l'|la\s+|le\s+|les\s+|mon\s+|ma\s+)?(?:alcool\w*|drogues?|cannabis|"
    r"héroïne|cocaïne|jeux?|addiction|dépendance)|(?:suivie?|soignée?|traitée?|en\s+thérapie)\s+(?:\w+\s+){0,3}?pour\s+"
    r"(?:mon|ma|mes|une|l')\s*(?:addiction|dépendance|alcoolisme)|(?:in\s+treatment|in\s+therapy|treated|getting\s+help)"
    r"\s+for\s+(?:my\s+)?(?:\w+\s+)?(?:addiction|dependence|gambling|alcoholism)|"
    r"(?:реабілітац\w*|лікуванн\w*)\s+(?:від|після)\s+(?:алкогол\w*|наркот\w*|азартн\w*|ігроманії)|"
    r"(?:реабилитац\w*|лечени\w*)\s+(?:от|после)\s+(?:алкогол\w*|наркот\w*|игромани\w*)|"
    # (round 51, rhealth; set broad-zzz129) the fellowship by its letters, gone to or been in: "he's in AA and relapsed",
    # "ходить в АА", "chodzi na AA" (no battery, no rating after them)
    r"(?:in|at|to|into|joined)\s+aa(?!\s+(?:batter\w*|cells?|size|rated|rating))|"
    r"(?:в|у|на|до)\s+аа(?!\s+(?:батар\w*|елемент\w*|элемент\w*))|(?:na|do|w)\s+aa(?!\s+(?:bateri\w*|paluszk\w*))|"
    r"(?:zu|bei|in)\s+(?:den\s+)?aa(?!\s+(?:batterie\w*|akku\w*))|(?:a|en)\s+aa(?!\s+(?:pilas?|bater\w*))|"
    r"(?:aux|chez\s+les)\s+aa(?!\s+(?:piles?|batter\w*)))")
_CARE = re.compile(fold_letters(r"(?<![\w'])" + _TREATMENT + r"(?![\w'])", True))
_GATE = gated(re.compile(fold_letters(
    r"(?<![\w'])(?:detox\w*|rehab|withdrawal|treatment|programme|program|clinic|counsell?ing|recovery|meetings?|"
    r"anonymous|step|odwyk\w*|uzależnie\w*|detoks\w*|mityng\w*\s+(?:aa|al-anon|anonimowych)|anonimowych|\w*entwöhnung\w*|\w*entzug\w*|entgiftung\w*|"
    r"sucht\w*|alkoholiker\w*|desintoxicaci[oó]n|rehabilitaci[oó]n|anónimos|tratamiento|désintox\w*|sevrage\w*|"
    r"addictologi\w*|anonymes|accro|реабілітац\w*|реабилитац\w*|лікуванн\w*|лечени\w*|анонімн\w*|анонимн\w*|"
    r"нарколог\w*|кодуванн\w*|кодировани\w*|детокс\w*|\w*selbsthilfegrupp\w*|group|grup\w*|groupe|груп\w*|"
    r"групп\w*|spieler\w*|csapa|cure|suivie?|soignée?|traitée?|thérapie|therapy|treated|help|aa|аа)(?![\w'])", True)))

_OWNER = re.compile(fold_letters(
    r"(?<![\w'])(?:i|i'm|im|i've|ive|i'll|i'd|my|me|myself|we|our|"
    r"ja|jestem|idę|ide|chodzę|chodze|zaczynam|zaczęłam|zacząłem|kończę|skończyłam|skończyłem|byłem|byłam|będę|muszę|"
    r"mam|mój|moja|moje|mojego|mojej|mnie|mi|nasz\w*|"
    r"ich|mein\w*|mich|mir|wir|unser\w*|mache|beginne|fange|"
    r"yo|estoy|voy|empiezo|empecé|estuve|llevo|sigo|mis|nuestr\w*|"
    r"je|j'\w+|moi|mon|ma|mes|notre|nos|"
    r"я|мене|мені|мій|моя|мої|моє|мого|мой|мои|моё|моего|меня|мне|ми|мы|наш\w*|проходжу|прохожу|"
    r"ходжу|хожу|відвідую|посещаю)(?![\w'])", True))
# a disclaimer names the writer only to say it is not about them: "Nie dotyczy mnie, ale jak wygląda leczenie ...?"
_DISCLAIMER = re.compile(fold_letters(
    r"(?<![\w'])(?:(?:it'?s |this is |that'?s )?not (?:about|for) me|(?:doesn'?t|does not) (?:concern|apply to) me|"
    r"nie dotyczy (?:to )?mnie|to nie (?:o|dla) mnie|betrifft mich nicht|(?:geht|handelt) (?:es )?nicht um mich|"
    r"no (?:es )?(?:para|sobre) mí|no me (?:afecta|concierne)|ne me concerne pas|pas pour moi|ce n'est pas moi|"
    r"мене не стосується|не про мене|меня не касается|не обо мне|не про меня)(?![\w'])", True))
_KIN_WORD = re.compile(r"(?<![\w'])(?:" + fold_letters(KIN, True) + r")(?![\w'])")
_NEGATED = re.compile(fold_letters(
    r"(?<![\w'])(?:never|not|don't|dont|didn't|haven't|no|nie|nigdy|nicht|nie|kein\w*|nunca|jamás|jamais|pas|"
    r"не|ніколи|никогда)(?![\w'])[^.!?\n]{0,30}$", True))
# a detox or withdrawal of something else: "cure de désintox digitale", "Entzug vom Handy", "désintox des écrans"
_OTHER_NEAR = re.compile(fold_letters(
    r"^[^.!?\n]{0,24}?(?<![\w'])(?:digital\w*|num[ée]rique|[ée]crans?|r[ée]seaux|sucre|zucker|handy|smartphone|internet|"
    r"social media|sugar|caffeine|coffee|kaffee|koffein|caf[ée]ine?)(?![\w'])", True))


def find_addiction_care(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` that tells the writer's or a relative's addiction by its
    treatment (see the doc)."""
    low = lower_keep_length(t).replace("’", "'")
    if not _GATE.search(low):
        return []
    for m in _CARE.finditer(low):
        a = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        b = m.end()
        while b < len(low) and low[b] not in ".!?\n":
            b += 1
        before = low[a:m.start()]
        if _NEGATED.search(before):
            continue
        group = "group" in m.group() or "grup" in m.group() or "груп" in m.group()
        if group and _LEADS.search(low, a, m.start()):
            continue  # "I run a support group for gamblers": the group's leader; "where can I find one?"
        if _OTHER_NEAR.search(low[m.end():b]) or _OTHER_NEAR.search(low[max(a, m.start() - 16):m.start()] + " "):
            continue
        sentence = _DISCLAIMER.sub(lambda d: " " * len(d.group()), low[a:b]) if ("m" in low[a:b] or "м" in low[a:b]) else low[a:b]
        owners = [o for o in _OWNER.finditer(sentence) if o.group() != "im" or not group]  # (German "im" in a group's place)
        if not owners and _KIN_WORD.search(low, a, b) is None:
            continue
        begin = after_spaces(t, a, b)
        return [Finding(Kind.HEALTH, "health information", begin, b)]
    return []
