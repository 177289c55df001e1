"""A character's home, name or birthday in the writer's own story, screenplay, game or role-play (round 42, rfalse; sets
broad-zzz81): "In meinem Krimi wohnt der Kommissar in der Lindenallee 7 in Lübeck", "En mi novela la protagonista vive
en la calle del Olvido 9", "In my novel the villain, Count Ravel, lives at 9 Ashgrove Crescent", "Dans mon roman,
l'inspecteur habite au 5 impasse des Lilas", "W mojej powieści detektyw mieszka przy ul. Lipowej 4", "У моєму романі
слідчий живе на вулиці Садовій 12", "В моей ролевой игре трактирщик живёт на улице Мельников 3".

The identity rules read "a name (or a person word) with a home address" and "a name with a date of birth"; they do not
know whose world the person lives in. Fiction was 4 of the ordinary set's 5 false reds (round 42): a writer asking
whether a made-up address sounds right names an invented person. People frame it the same way in all seven languages:
- the writer's work: a possessive or a preposition, at most one lower-case word, then a work noun ("in my novel", "für
  meinen neuen Krimi", "en mi novela", "dans mon roman", "w mojej powieści", "у моєму романі", "в моём рассказе"), or
  "I'm writing a story", "ich schreibe einen Roman", "escribo un guion", "j'écris une nouvelle", "piszę opowiadanie",
  "пишу роман";
- a role-play or a game's campaign ("in our D&D campaign", "im Rollenspiel", "en nuestra partida de rol", "dans notre
  JDR", "w naszej sesji RPG", "у рольовій грі", "в ролевой игре");
- the writer's character ("my protagonist", "meine Hauptfigur", "mi protagonista", "mon personnage", "moja bohaterka",
  "мій персонаж", "мой герой").
The frame must stand in the finding's own sentence or in the message's first sentence (the secret finders' fiction
rule, secrets.py, reads it the same way).

Red limits (`REAL`): a real person of the writer's life or the writer's own home named in the message keeps the
finding - "for my novel I'll use my neighbour's address: Anna Kowal lives at ...", "in my story the hero lives where I
live, 12 Oak Road", "my grandmother really lives there", "based on a real person", "mi dirección real", "моя справжня
адреса". "Roman" capitalised outside German is a man's name ("mon voisin Roman habite ..."), not a novel.
Only identity findings are dropped: a phone number, an IBAN or a PESEL in a story is read by the value rules, which
have their own sample and fiction limits.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import first_sentence_end, sentence_bounds

# every frame below holds one of these (a work noun's stem, a writing verb's, a role-play's or a character's word)
_GATE = word_gate(
    "novel", "story", "stories", "screenplay", "script", "manuscript", "fanfic", "role", "rpg", "d&d", "dnd", "pen",
    "game", "character", "protagonist", "villain", "heroine", "writing", "thriller",
    "roman", "krimi", "geschicht", "erzählung", "drehbuch", "rollenspiel", "spiel", "hauptfigur", "figur",
    "schreibe", "novela", "relato", "cuento", "historia", "guion", "guión", "partida", "juego", "personaje",
    "protagonista", "escribo", "polar", "nouvelle", "récit", "scénario", "jdr", "jeu", "personnage", "héroïne",
    "écris", "powieś", "opowiadan", "kryminał", "scenariusz", "grze", "gry", "bohater", "postać", "postaci", "piszę",
    "fabularn", "геро",
    "роман", "оповідан", "повіст", "сценар", "рольов", "грі", "гри", "детектив", "фанфі", "персонаж", "герой", "героїн", "пишу",
    "рассказ", "повест", "ролев", "игр", "героин", "фанфи", "manuskript", "manuscrito", "manuscrit", "kryminal",
    "historia", "histoire", "kurzgeschichte", "guión", "gra", "grę", "hlavn")


# a lower-case word between the possessive and the work noun ("my new novel", "meinem neuen Krimi"), not a capitalised
# one ("mein Nachbar Roman")
_ADJ = r"(?:(?-i:[a-zß-öø-ÿąćęłńóśźżа-яєіїґё][\w\-]*)\s+)?"
# (not "book": "for my book club"; not a history that is a record: "mi historia clínica", "historia choroby")
_WORK = (r"(?:(?:novels?|stor(?:y|ies)|short stor(?:y|ies)|screenplay|script|manuscript|fanfic\w*|thriller|"
         r"roman\w*|krimi\w*|geschichte|erzählung|kurzgeschichte|drehbuch\w*|manuskript\w*|"
         r"novela|relato|cuento|historia|guion|guión|manuscrito|"
         # (French "nouvelle" as the noun only before a stop or a clause: "dans ma nouvelle, l'inspecteur", not the
         # adjective of "ma nouvelle adresse")
         r"nouvelle(?=\s*[,:;.!?—–-]|\s+(?:le|la|les|l'|un|une|il|elle|je|j'|on|où|qui|que)(?![\w']))|"
         # (round 45, rfr) the French crime novel by its familiar name: "Dans mon polar, le commissaire ... vit au 12 quai"
         r"récit|histoire|scénario|manuscrit|polars?|"
         r"powieś\w*|opowiadani\w*|kryminal\w*|kryminał\w*|scenariusz\w*|"
         r"роман\w*|оповіданн\w*|повіст\w*|сценар\w*|детектив\w*|фанфік\w*|"
         r"рассказ\w*|повест\w*|фанфик\w*)(?!\s+(?:cl[ií]nica|m[eé]dica|laboral|crediticia|choroby|m[ée]dicale|"
         r"clinique|медичн\w*|хвороби|болезни)))")
# a game or a role-play's session (not a marketing "campaign", a "Spielgruppe", a therapy "sesja")
_GAME = (r"(?:games?|role[- ]?play\w*|rpg|d&d|dnd|(?:rpg|d&d|dnd) campaign|spiele?s?|rollenspiel\w*|juego|"
         r"partida(?: de rol)?|jeu|jdr|grze|gry|grę|sesj\w* rpg|грі|гри|игр(?:е|а|у|ы|ой))")
_POSS = (r"(?:my|our|in|for|mein\w*|unser\w*|für|im|mi|mis|nuestr\w*|en|para|mon|ma|mes|notre|nos|dans|pour|"
         r"moj\w*|mój|nasz\w*|w|we|do|dla|мій|моє\w*|моїй|мого|моя|мою|наш\w*|у|в|во|для|мо[её]м|моей|моего|мой)")
_FRAME = _lazy(
    r"(?<![\w'])" + _POSS + r"\s+" + _ADJ + r"(?P<work>" + _WORK + r"|" + _GAME + r")(?![\w'])|"
    # the writing itself: "I'm writing a story", "ich schreibe einen Roman", "escribo una novela", "piszę powieść"
    r"(?<![\w'])(?:i'm writing|i am writing|ich schreibe|escribo|estoy escribiendo|j'écris|piszę|пишу)\s+(?:\w+\s+){0,2}?"
    r"(?P<written>" + _WORK + r")(?![\w'])|"
    # a role-play, whoever's: "let's role-play", "Rollenspiel", "juego de rol", "jeu de rôle", "gra fabularna"
    r"(?<![\w'])(?:role[- ]?play\w*|rollenspiel\w*|juego de rol|partida de rol|jeu de rôle|jdr|gr\w* fabularn\w*|"
    r"рольов\w* гр\w*|ролев\w* игр\w*|d&d|dnd|rpg|pen[- ]and[- ]paper)(?![\w'])|"
    # the writer's character: "my protagonist", "meine Hauptfigur", "mi protagonista", "mon personnage"
    r"(?<![\w'])(?:my|our|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|ma|notre|moj\w*|mój|nasz\w*|мій|моя|мо[её]\w*|мой|наш\w*)\s+"
    r"(?:main\s+|hlavn\w+\s+)?(?:characters?|protagonists?|villain|heroine|hauptfigur|figur|protagonista|personajes?|"
    r"personnages?|héroïne|bohater\w*|postać|postaci|персонаж\w*|геро\w*)(?![\w'])"
)
# the writer's own life in the message: a relative or someone close named as theirs, the writer's own home, a person
# or a place said to be real
REAL = _lazy(
    r"(?<![\w'])(?:"
    r"(?:my|our)\s+(?:\w+\s+)?(?:neighbou?rs?|friends?|mum|mom|mother|dad|father|parents|sister|brother|wife|husband|"
    r"partner|boyfriend|girlfriend|son|daughter|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|boss|"
    r"colleague|landlord|landlady|ex|teacher|own|niece|nephew|grandson|granddaughter|grandchild\w*|kids?|child|"
    r"children|baby|stepson|stepdaughter|godson|goddaughter|family)|"
    r"(?:mein\w*|unser\w*)\s+(?:\w+\s+)?(?:nachbar\w*|freund\w*|mutter|vater|eltern|schwester|bruder|frau|mann|sohn|"
    r"tochter|oma|opa|tante|onkel|cousin\w*|chef\w*|kollegin|kollege\w*|vermieter\w*|ex|eigen\w*|nichte|neffe\w*|"
    r"enkel\w*|kind\w*|baby|patenkind\w*|familie)|"
    r"(?:mi|mis|nuestr\w*)\s+(?:\w+\s+)?(?:vecin\w*|amig\w*|madre|padre|padres|herman\w*|mujer|marido|espos\w*|novi\w*|"
    r"hij\w*|abuel\w*|tía|tío|prim\w*|jef\w*|compañer\w*|casero|casera|ex|propi\w*|sobrin\w*|niet\w*|niñ\w*|bebé|"
    r"ahijad\w*|familia)|"
    r"(?:mon|ma|mes|notre|nos)\s+(?:\w+\s+)?(?:voisin\w*|ami\w*|copain|copine|mère|père|parents|sœur|soeur|frère|femme|"
    r"mari|fils|fille|grand-mère|grand-père|tante|oncle|cousin\w*|patron\w*|collègue|propriétaire|ex|propre|nièce|"
    r"neveu\w*|petit-fils|petite-fille|petits-enfants|enfant\w*|bébé|famille|filleul\w*)|"
    r"(?:moj\w*|mój|nasz\w*)\s+(?:\w+\s+)?(?:sąsiad\w*|przyjaci\w*|koleg\w*|koleżank\w*|mam\w*|mat\w*|tat\w*|ojc\w*|"
    r"rodzic\w*|siostr\w*|brat\w*|żon\w*|mąż|męż\w*|syn\w*|córk\w*|babci\w*|dziad\w*|cio\w*|wuj\w*|szef\w*|"
    r"właściciel\w*|własn\w*|były|była|siostrzeni\w*|bratan\w*|wnu\w*|dzieck\w*|dzieci\w*|rodzin\w*|chrześni\w*)|"
    r"(?:мій|моя|моє|мої|мого|моєї|моїй|наш\w*|мой|моё|мое|мои|моего|моей)\s+(?:\w+\s+)?(?:сусід\w*|сосед\w*|"
    r"друг\w*|подруг\w*|мам\w*|мат\w*|тат\w*|бат\w*|отц\w*|отец|батьк\w*|родител\w*|сестр\w*|брат\w*|дружин\w*|"
    r"чолов\w*|жен\w*|муж\w*|син\w*|сын\w*|доньк\w*|доч\w*|бабус\w*|бабушк\w*|дід\w*|дед\w*|тіт\w*|тет\w*|тёт\w*|"
    r"дяд\w*|начальн\w*|шеф\w*|колег\w*|власн\w*|собствен\w*|колишн\w*|бывш\w*|племінни\w*|племянни\w*|онук\w*|"
    r"внук\w*|внучк\w*|дитин\w*|діт\w*|ребён\w*|ребен\w*|дет\w*|родин\w*|семь\w*|хрещени\w*|крестни\w*)|"
    # the writer's own home: "where I live", "my address", "wo ich wohne", "donde vivo", "où j'habite", "gdzie mieszkam"
    r"i live|i'm living|we live|where i live|my (?:home |real |actual |own )?address|ich wohne|wir wohnen|wo ich wohne|"
    r"meine (?:echte |eigene )?adresse|vivo|vivimos|donde vivo|mi (?:propia )?direcci[oó]n|j'habite|nous habitons|"
    r"où j'habite|mon (?:vrai |propre )?adresse|mieszkam|mieszkamy|gdzie mieszkam|mój (?:prawdziwy |własny )?adres|"
    r"я живу|ми живемо|де я живу|моя (?:справжня |власна )?адреса|мы живем|мы живём|где я живу|мой (?:настоящий |"
    r"собственный )?адрес|"
    # said to be real (not "realistic", "réaliste", "realista", "realistisch", "vraisemblable")
    r"real(?!ist|is)\w*|really|actually|in real life|based on|echt\w*|wirklich\w*|tatsächlich|in wirklichkeit|"
    r"de verdad|verdader\w*|en la vida real|vrai(?!sembl)\w*|vraiment|réel\w*|en vrai|prawdziw\w*|naprawdę|"
    r"w rzeczywistości|справжн\w*|насправді|реальн\w*|настоящ\w*|на самом деле"
    r")(?!\w)"  # (not "'": "my neighbour's address")
)
# "Roman" as a man's name: capitalised, and not after a German possessive or article ("mon voisin Roman", "Роман")
_GERMAN_BEFORE = _lazy(r"(?<![\w'])(?:mein\w*|unser\w*|für|im|in|einen|einem|der|den|dem|ein)\s+(?:\w+\s+)?$")


def may_tell_story(t: str) -> bool:
    """The cheap test: a work's, a game's or a character's word in `t` (as gates.prepare saw it)."""
    return opens(t, _GATE)


def _frames(t: str) -> list[int]:
    """Where each story frame in `t` starts."""
    starts = []
    for m in _FRAME.finditer(t):
        work = m.group("work") or m.group("written")
        if work and work[:1] in "RР" and work.lower().startswith(("roman", "роман")) \
                and (work[:1] == "Р" or _GERMAN_BEFORE.search(t, max(0, m.start() - 30), m.start("work" if m.group("work") else "written")) is None):
            continue  # "mon voisin Roman", "мой друг Роман": a man's name
        starts.append(m.start())
    return starts


def drop_story_identity(t: str, findings: list[Finding]) -> list[Finding]:
    """`findings` without the identity findings whose sentence (or the message's first sentence) frames them as the
    writer's story, game or role-play, unless the message names a real person of the writer's life or their home."""
    if not any(f.kind is Kind.IDENTITY for f in findings):
        return findings
    frames = _frames(t)
    if not frames or REAL.search(t) is not None:
        return findings
    first = first_sentence_end(t)
    kept = []
    for f in findings:
        if f.kind is Kind.IDENTITY:
            lo, hi = sentence_bounds(t, f.start)
            if any(at < first or lo <= at < hi for at in frames):
                continue  # a character's home or birthday in the writer's story
        kept.append(f)
    return kept
