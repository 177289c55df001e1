"""Round 50 (rfr): an animal's diagnosis, treatment, drug or dose is no one's health (false red on green in the pets
set broad-zzz122: three of its seven false reds, and a dose worked out for a cat).

A pet owner asks about their animal in the words a person's illness is told in: "Our beagle was diagnosed with
epilepsy, started on phenobarbital", "A mi perro le han diagnosticado leishmania", "Unser Dackel hat einen
Bandscheibenvorfall", "meine Katze wiegt 4 kg, also 0,4 mg Metacam", "mój pies ma padaczkę", "ma chienne a une
otite", "у кота діагностували діабет", "у нашей собаки нашли опухоль". The disclosure rules read the owner's "my"/"our"
and the diagnosis; the subject is the animal. Each animal noun - a pet, a farm animal, a breed ("beagle", "Dackel",
"jamnik", "teckel", "такса" is left out: also a fee), a vet - opens a scope in its sentence, and the health findings
that overlap a scope stay only when the rules find them again with the scope blanked (health_topics.unless_found_again,
the full detector as the judge): "I was diagnosed with diabetes and my cat has it too" keeps "I was diagnosed with
diabetes".

The scope is the animal's clause: from the sentence's start - or, when a person is named before the animal in that
sentence (the writer "I/ich/yo/je/ja/я", "me/mir/mnie/мене", "we", a relative "my wife/Sohn/hija/mère/żona/мама"),
from the first clause break after that person (",", ";", "and/und/y/et/i/і/и", "but/aber/pero/mais/ale/але/но") or
just after the person when no break comes between - to the sentence's end or, when a person is named after the
animal, to the last clause break before that person (or to the person). So "My dog has epilepsy and I have migraines"
keeps "and I have migraines", and "the vet told me my dog has ..." blanks the dog's clause only.

Words that would open a scope where none is: a short word in capitals ("PSA 14" is a prostate test), the French
"psy" (a therapist, not the Polish "dogs"), Spanish "pies" (feet: "úlceras en los pies") - Polish "pies" only with
"mój/nasz/ten ..." or a verb after it; a "CAT scan", a "PET scan"; German "einen Kater" (a hangover) - "mein/unser
Kater" only; French "chat" only after "mon/ma/notre/le/un ..." (the English word is a chat); a "vet" only as "the/our
vet", "vet's", "vet clinic/bill/visit" (a veteran is a person); "mon lapin", "mein Hase" (a partner) are not read.
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.exposure_treatments import BITTEN
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.health_topics import unless_found_again
from app.core.memory.privacy.detector.sentence_scope import sentence_matches

_ANIMAL = _rx(
    r"(?<!\w)(?:"
    # English
    r"dogs?|doggo|dog's|puppy|puppies|pups?|cats?(?! ?scans?)|cat's|kittens?|kitty|kitties|pets?(?! ?(?:scans?|ct|-ct))|"
    r"pet's|horses?|horse's|pony|ponies|mares?|geldings?|stallions?|foals?|rabbits?|bunny|bunnies|hamsters?|"
    r"guinea pigs?|ferrets?|parrots?|budgies?|cockatiels?|canar(?:y|ies)|tortoises?|geckos?|goldfish|"
    r"beagles?|labradors?|retrievers?|poodles?|spaniels?|terriers?|huskies|husky|collies?|dachshunds?|sausage dog|"
    r"chihuahuas?|pugs?|bulldogs?|corgis?|schnauzers?|yorkies?|greyhounds?|whippets?|shih tzu|rottweilers?|"
    r"dobermanns?|dobermans?|pit ?bulls?|staff(?:y|ie)|german shepherds?|great danes?|mastiffs?|weimaraners?|"
    r"vizslas?|cocker|cavalier|bichon|pomeranians?|westies?|samoyeds?|akitas?|shiba|malinois|maine coons?|ragdolls?|"
    r"veterinar(?:y|ian|ians)|(?:the|our|emergency) vets?|vet's|vets'|vet (?:clinic|bill|visit|appointment|practice|nurse)s?|"
    # German
    r"hunde?s?|hunden|h[üu]ndin\w*|welpen?|katzen?|k[äa]tzchen|(?:mein|meinen|meinem|unser|unseren|unserem|dein|der|den|dem) kater|"
    r"haustier\w*|pferde?s?|pferden|stute\w*|wallach\w*|hengst\w*|fohlen\w*|kaninchen|meerschweinchen|wellensittich\w*|"
    r"papagei\w*|schildkr[öo]te\w*|tier[äa]rzt\w*|tierklinik\w*|tierarztpraxis|dackel\w*|sch[äa]ferhund\w*|pudel\w*|"
    r"m[öo]pse?|bulldogge\w*|"
    # Spanish
    r"perr(?:o|a|os|as|ito|ita|itos|itas)|cachorr(?:o|a|os|as)|gat(?:o|a|os|as|ito|ita|itos|itas)|mascotas?|caballos?|yeguas?|"
    r"conejos?|cobayas?|periquitos?|loros?|tortugas?|veterinari[oa]s?|pastor alem[áa]n|caniches?|galgos?|podencos?|"
    # French
    r"chiens?|chiennes?|chiots?|(?:mon|ma|notre|nos|mes|ton|ta|son|sa|le|la|du|au|un|une) chat(?:te)?s?|chatons?|matous?|"
    r"minous?|animal de compagnie|animaux de compagnie|chevaux|cheval|juments?|poneys?|cochons? d'inde|perroquets?|"
    r"perruches?|tortues?|v[ée]t[ée]rinaires?|v[ée]tos?|bergers? allemands?|teckels?|carlins?|bouledogues?|"
    # Polish
    r"(?:m[óo]j|nasz|tw[óo]j|jej|jego|ich|ten|stary|m[łl]ody) pies|pies (?:ma|mia[łl]|jest|by[łl]|dosta[łj]e?|bierze|choruje|"
    r"kuleje|wymiotuje)|psa|psu|psem|psie|ps[óo]w|pies(?:ek|ka|kiem|ku)|suczk\w*|szczeni\w*|"
    r"kot|kota|kotu|kotem|kocie|koty|kot[óo]w|kotk\w*|kotek|kociak\w*|kocur\w*|zwierzak\w*|zwierz[ęe]|zwierz[ęe]cia|"
    r"konia|koniu|koniem|konie|klacz\w*|[źz]rebi\w*|kr[óo]lik\w*|chomik\w*|[śs]wink\w* morsk\w*|papug\w*|"
    r"weterynarz\w*|weterynaryjn\w*|jamnik\w*|owczar\w*|"
    # Ukrainian and Russian
    r"собак\w*|пес|пса|псу|песик\w*|п[её]сик\w*|цуцен\w*|щен\w*|кіт|кота|коту|котові|котом|коти|котів|кот|котик\w*|"
    r"кішк\w*|кішц\w*|кошк\w*|кошен\w*|кот[её]н\w*|тварин\w*|животн\w*|питом\w*|кінь|коня|коневі|конь|лошад\w*|кобил\w*|"
    r"кролик\w*|хом'?як\w*|хомяк\w*|папуг\w*|попуга\w*|черепах\w*|ветеринар\w*|ветклінік\w*|ветклиник\w*|вівчар\w*|"
    r"овчар\w*|пудел\w*|мопс\w*|лабрадор\w*|бігл\w*|бигл\w*|хаскі|хаски"
    r")(?!\w)"
)

# a person in the sentence: the writer (as the subject or the one told), "we", or a relative
_PERSON = _rx(
    r"(?<!\w)(?:[jm]'(?=\w)|(?:"
    r"i|i'm|i've|i'd|i'll|me|myself|we|we're|we've|ich|mir|mich|wir|hab|habe|bin|yo|tengo|estoy|soy|nosotros|je|moi|nous|"
    r"ja|mnie|mam|jestem|я|мене|мені|мне|меня|ми|мы|"
    r"wife|husband|son|daughter|mum|mom|mother|dad|father|brother|sister|partner|boyfriend|girlfriend|grandma|grandmother|"
    r"grandpa|grandfather|baby|child|children|kids?|aunt|uncle|"
    r"frau|mann|sohn|tochter|mutter|vater|mama|papa|bruder|schwester|oma|opa|freundin|"
    r"esposa|mujer|marido|hij[oa]s?|madre|padre|mam[áa]|pap[áa]|herman[oa]|abuel[oa]|novi[oa]|beb[ée]|"
    r"femme|mari|fils|fille|m[èe]re|p[èe]re|maman|fr[èe]re|s[œo]eur|grand-m[èe]re|grand-p[èe]re|copine?|"
    r"[żz]on[aeyię]|m[ąa][żz]|m[ęe][żz](?:a|owi|em|u)|syn(?:a|owi|em|u|owie|ów)?|c[óo]rk\w*|mam[aeyię]|tat[aeyię]|matk\w*|ojc\w*|brat\w*|siostr\w*|babci\w*|dziad\w*|"
    r"dzieck\w*|dzieci\w*|"
    r"дружин\w*|чоловік\w*|син|сина|синові|сину|сином|синочк\w*|донь\w*|доч\w*|мам\w*|тат\w*|батьк\w*|брат\w*|сестр\w*|бабус\w*|дідус\w*|дитин\w*|"
    r"жен[аеуы]|муж|мужа|мужу|мужем|сын\w*|пап[аиуеы]|папою|папой|отц\w*|отец|бабушк\w*|дедушк\w*|реб[её]н\w*"
    r")(?!\w))"
)

# the writer's possessive: a person too, unless the animal follows it ("my old dog", "a mi perro")
_MINE = _rx(
    r"(?<!\w)(?:my|our|mein\w*|unser\w*|mi|mis|nuestr[oa]s?|mon|mes|notre|nos|m[óo]j\w*|moj\w*|moi[mc]h?|nasz\w*|"
    r"мій|моя|моє|мої|мого|моєї|моїй|моєму|мой|моё|мои|моего|моей|моему|наш\w*)(?!\w)"
)

# the animal named as what the writer is allergic to or what sheds: "allergy to cats", "sierść kota", "cat hair"
_OBJECT = _rx(r"(?<!\w)(?:allerg\w*|alerg\w*|алерг\w*|аллерг\w*|uczul\w*|sier[śs][ćc]\w*|шерст\w*|fur|hair|dander|"
              r"poils?|pelos?|haare?n?)(?!\w)")

# a clause break inside a sentence
_BREAK = _rx(
    r"[,;:(—–]|(?<!\w)(?:and|but|while|whereas|und|aber|w[äa]hrend|y|pero|mientras|et|mais|i|ale|oraz|a|і|й|та|але|и|но|а)(?!\w)"
)


def _people(low: str, t: str, a: int, b: int) -> list[tuple[int, int]]:
    """The persons named in low[a:b] ("i" as the capital pronoun, or in an English sentence: the Polish "i" is "and")."""
    english = " the " in low[a:b] or " and " in low[a:b] or " my " in low[a:b] or " was " in low[a:b]
    people = [(m.start(), m.end()) for m in _PERSON.finditer(low, a, b)
              if m.group() != "i" or t[m.start()] == "I" or english]
    animals = [m.start() for m in _ANIMAL.finditer(low, a, b)]
    people += [(m.start(), m.end()) for m in _MINE.finditer(low, a, b)
               if not any(m.end() < s <= m.end() + 25 and not _breaks(low, m.end(), s) for s in animals)]
    return sorted(people)


def _breaks(low: str, a: int, b: int) -> list[int]:
    return [m.start() for m in _BREAK.finditer(low, a, b)]


def _scopes(t: str) -> list[tuple[int, int]]:
    """The stretches of `t` an animal is the subject of (see the doc)."""
    spans: list[tuple[int, int]] = []
    for low, m, a, b in sentence_matches(_ANIMAL, t):
        if t[m.start():m.end()].isupper() and m.end() - m.start() <= 4:
            continue  # an acronym: "PSA 14" (a prostate test), "CAT", "PET"
        if _OBJECT.search(low, max(a, m.start() - 30), min(b, m.end() + 12)):
            continue  # "alergia na sierść kota", "cat allergy": the writer's allergy, the animal its object
        if BITTEN.search(low, a, b):
            continue  # "a stray dog bit me", "pies mnie ugryzł": the writer bitten, the health the writer's (round 50 merge)
        people = _people(low, t, a, b)
        before = [p for p in people if p[1] <= m.start()]
        after = [p for p in people if p[0] >= m.end()]
        start = a
        if before:
            last = before[-1][1]
            cut = _breaks(low, last, m.start())
            start = cut[0] if cut else last
        end = b
        if after:
            first = after[0][0]
            cut = _breaks(low, m.end(), first)
            end = cut[-1] if cut else first
        spans.append((start, end))
    return spans


def may_name_animal(text: str) -> bool:
    """Whether `text` (normalised) names an animal or a vet at all: one gated search."""
    return _ANIMAL.search(lower_keep_length(text)) is not None


def drop_pet_health(t: str, findings: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`findings` without the health findings an animal's clause alone made (the rules find none with it blanked)."""
    if not any(f.kind is Kind.HEALTH for f in findings):
        return findings
    spans = [s for s in _scopes(t) if s[0] < s[1]]
    if not spans:
        return findings
    return unless_found_again(t, findings, spans, Kind.HEALTH, lambda blanked: _judged(blanked, find))


def _judged(blanked: str, find: Callable[[str], list[Finding]]) -> list[Finding]:
    """The findings on the text with the animal's clauses blanked; the learned model's only when three words are left
    outside them (it reads "Mam" alone, left of "psa z cukrzycą", as health)."""
    found = find(blanked)
    if len(blanked.split()) >= 3:
        return found
    return [f for f in found if "learned" not in f.reason]
