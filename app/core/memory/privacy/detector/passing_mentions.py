"""Sensitive facts said in passing, as the frame of another sentence (round 28, rdisc): an origin said with "as a"
("Als Sinteza werde ich ständig abgelehnt", "As a Kurdish woman I ...", "Jako Czeczenka ..."), a relative's origin with a
noun form the lists lacked ("Mój mąż jest Czeczenem"), a union or a campaign role ("Dad's been the shop steward at the
depot for years", "I volunteer as a precinct captain for ...", "Я помогал штабу оппозиционного кандидата"), a fertility
treatment counted ("Estamos en la tercera FIV", "our second round of IVF failed", "drugie in vitro").

The disclosure rules read these as a statement of their own ("ich bin Sinti", "I'm the shop steward", "estamos haciendo
FIV"); put as the frame of a sentence about something else, or with a role or an ordinal between the owner and the word,
nothing read them. Here, in en, pl, de, es, fr, uk and ru, each needs its owner in the same sentence: the writer (a first
person word) or the writer's relative (a kin word).

Green limits: no owner ("As a Roma family, the Nowaks ...": a third person; "What does a shop steward do?"), a question in
general, a condition ("if I were a shop steward"), a negation ("I'm not the shop steward").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.sentence_scope import after_spaces

MEMBER = (r"(?:kurd\w*|roma|romni|romnja|romka|romem|rom|cygan\w*|gitan[oa]|gitane|manouche|tzigane|ром|ромка|ромом|"
           r"циган\w*|цыган\w*|sinto|sintiza|sinteza|sintezza|sinti|tatar\w*|krimtatar\w*|татар\w*|uyghur|uigur\w*|ujgur\w*|"
           r"ouïghour\w*|уйгур\w*|yazidi|jesid\w*|jezid\w*|yézidi\w*|jazyd\w*|єзид\w*|езид\w*|łemk\w*|лемк\w*|"
           r"berber\w*|kabyle|amazigh|rohingya|jenische[rn]?|traveller|gypsy|chechen|tschetschen\w*|czeczen\w*|"
           r"checheno|chechena|tchétchène|чечен\w*|чеченк\w*)")
_AS = r"(?:as an?|als|como|en tant que|comme|jako|як|как)"
_COPULA = r"(?:is|ist|es|est|jest|jestem|jesteśmy|є|—)"
_KIN = (r"(?:my|mein\w*|mi|mis|mon|ma|mes|mój|moja|moi|moje|мій|моя|мої|мой|мои)\s+(?:\w+\s+)?(?:husband|wife|partner|"
        r"mother|father|mum|mom|dad|son|daughter|grand\w+|mann|frau|mutter|vater|sohn|tochter|oma|opa|marido|mujer|"
        r"madre|padre|hij[oa]|abuel[oa]|mari|femme|mère|père|fils|fille|mąż|żona|matka|ojciec|tata|mama|syn|córka|"
        r"babcia|dziadek|чоловік|дружина|мати|батько|син|донька|муж|жена|мать|отец|сын|дочь)")
_ORIGIN = folded_compiled(r"(?<![\w'])(?:" + _AS + r" (?:\w+ )?" + MEMBER + r"|" + _KIN + r" " + _COPULA + r" (?:\w+ )?" + MEMBER
              + r")(?![\w'])")
_ROLE = folded_compiled(r"(?<![\w'])(?:shop steward|union rep\w*|precinct captain|campaign (?:volunteer|staffer|staff|manager)|"
            r"canvasser for|vertrauensmann|vertrauensfrau|gewerkschaftsvertreter\w*|wahlkampfhelfer\w*|"
            r"delegad[oa] sindical|enlace sindical|voluntari[oa] de (?:la )?campaña|délégué\w* syndica\w*|"
            r"bénévole de (?:la )?campagne|delegat\w* związkow\w*|społeczn\w+ inspektor\w* pracy|wolontariusz\w* (?:w )?sztab\w*|"
            r"sztab\w* wyborcz\w*|профорг\w*|голов\w+ профспілк\w*|председател\w+ профсоюз\w*|штаб\w* (?:\w+ )?(?:кандидат\w*|"
            r"опозиц\w*|оппозиц\w*|парті\w*|парти\w*))(?![\w'])")
# a role is said of its owner: a copula, "as", or a verb of serving right before it ("I'm the shop steward", "Dad's been
# the Unite shop steward", "I volunteer as a precinct captain", "Я помогал штабу"), not "the talks with the union reps"
_LINK = folded_compiled(r"(?<![\w'])(?:am|is|'m|'s|are|been|was|were|as|bin|ist|war|als|seit|soy|es|era|fue|como|suis|est|était|comme|"
            r"tant que|jestem|jest|byłem|byłam|był|była|jako|є|був|була|як|volunteer\w*|work|works|worked|arbeite\w*|"
            r"trabaj\w+|travaill\w+|pracuj\w+|pracował\w*|працю\w+|працював\w*|работа\w+|помогал\w*|допомага\w+|"
            r"допомагав\w*|помога\w+|волонтер\w*)(?![\w'])(?:\s+\S+){0,5}?\s+$")
_FERTILITY = folded_compiled(r"(?<![\w'])(?:(?:first|second|third|fourth|fifth|next|another|erste\w*|zweite\w*|dritte\w*|vierte\w*|"
                 r"nächste\w*|primera|segunda|tercera|cuarta|quinta|otra|première|deuxième|troisième|quatrième|autre|"
                 r"pierwsz\w+|drug\w+|trzeci\w*|czwart\w+|kolejn\w+|перш\w+|друг\w+|трет\w+|четверт\w+|наступн\w+|"
                 r"первое|второе|третье|четвертое|четвёртое|очередн\w+) (?:round of |attempt at |cycle of |try at |"
                 r"ronda de |intento de |tentative de |podejście do |próba |спроба |попытка )?(?:ivf|icsi|fiv|fivete|"
                 r"in vitro|in-vitro|ivf-\w+|icsi-\w+|екз|эко))(?![\w'])")
_SELF = folded_compiled(r"(?<![\w'])(?:i|i'm|i've|me|my|we|we're|our|ich|mich|mir|mein\w*|wir|uns\w*|yo|estoy|estamos|mi|mis|nos|nuestr\w+|"
            r"je|j'\w+|moi|mon|ma|mes|nous|notre|nos|jestem|jesteśmy|mnie|mój|moj\w+|nasz\w*|я|мене|мені|мій|моя|ми|наш\w*|"
            r"меня|мне|мой|мы|dad|mum|mom|papa|mama|vati|mutti|papá|mamá|tata|тато|мама|папа|"
            r"\w+ (?:werde|bin|habe) ich|помогал\w*|допомагал\w*|помагал\w*|волонтер\w*)(?:'s)?(?![\w'])")
# (a treatment's round: the writer as its subject, or their possessive right before it - not "our clinic offers a second round")
_WE = folded_compiled(r"(?<![\w'])(?:i|i'm|we|we're|ich|wir|yo|estoy|estamos|je|j'\w+|nous|jestem|jesteśmy|я|ми|мы)(?![\w'])")
_OURS = folded_compiled(r"(?<![\w'])(?:my|our|meine\w*|unsere\w*|mi|nuestra|mon|ma|notre|moje|nasze|moja|nasza|моє|наше|моя|наша|моё)\s+$")
_NEGATION = folded_compiled(r"(?<![\w'])(?:not|never|n't|nicht|kein\w*|no|nunca|ne|pas|jamais|nie|nigdy|не|ні|ніколи|никогда)(?![\w'])")
_IF = folded_compiled(r"(?<![\w'])(?:if|wenn|falls|si|jeśli|jeżeli|gdyby|якщо|если|would|würde|sería|serait|byłby|був би|был бы)(?![\w'])")
# (each behind the word gate derived from its own pattern: a text without any of its words costs a look-up)
_KINDS = ((gated(_ORIGIN), Kind.ETHNICITY, "ethnic origin"),
          (gated(_ROLE), Kind.BELIEFS, "religion, politics or union membership"),
          (gated(_FERTILITY), Kind.HEALTH, "health information"))


def find_passing_mentions(t: str) -> list[Finding]:
    """Findings over the sentences of normalised `t` that say an origin, a role or a treatment in passing (see the doc)."""
    low = lower_keep_length(t)
    for pattern, kind, reason in _KINDS:
        for m in pattern.finditer(low):
            start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
            end = m.end()
            while end < len(t) and t[end] not in ".!?\n":
                end += 1
            if _NEGATION.search(low, max(start, m.start() - 20), m.start()) or _IF.search(low, start, m.start()):
                continue
            if not _SELF.search(low, start, end) or "?" in t[end:end + 1] and not _SELF.search(low, start, m.start()):
                continue
            if kind is Kind.BELIEFS and not _LINK.search(low, max(start, m.start() - 50), m.start()):
                continue
            if kind is Kind.HEALTH and not (_WE.search(low, start, end) or _OURS.search(low, max(start, m.start() - 12), m.start())):
                continue
            begin = after_spaces(t, start, end)
            return [Finding(kind, reason, begin, end)]
    return []
