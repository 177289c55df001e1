"""Harassment or mobbing of the writer by a superior at work (round 43, rrel; set broad-zzz90): "Szef krzyczy na mnie
przy wszystkich, wyzywa i grozi zwolnieniem. Płaczę przed każdą zmianą", "Начальник цеху пише мені вночі непристойні
повідомлення і погрожує звільненням", "Начальник отдела пишет мне ночью непристойности и грозит уволить".

The vocabulary reads harassment named as such ("I'm being sexually harassed", "me acosa") and a partner's acts on the
writer; a boss's acts told one by one stayed green. In en, pl, de, es, fr, uk and ru: a superior (boss, manager,
Chef, Vorgesetzter, chef, patron, jefe, encargado, szef, kierownik, przełożony, начальник, керівник, руководитель)
in the message before, and an act with the writer as its object:
- SEXUAL: obscene or sexual messages or pictures sent to the writer ("sends me dirty texts", "schickt mir anzügliche
  Nachrichten", "m'envoie des messages déplacés", "me manda mensajes subidos de tono", "pisze mi sprośne wiadomości",
  "пише мені непристойні повідомлення", "пишет мне непристойности"), groping or touching the writer, advances - on
  their own;
- ABUSE: shouting at, insulting, humiliating, mobbing the writer ("yells at me", "schreit mich an", "me crie dessus",
  "me grita", "krzyczy na mnie", "кричить на мене", "орёт на меня") - with a second sign that it is harassment, not one
  bad day: another such act, a threat of dismissal ("threatens to fire me", "grozi zwolnieniem", "погрожує
  звільненням"), "in front of everyone", every day or always, the writer crying.
Green limits: the boss's acts on someone else (no "me"), a negation before the act ("never shouts at me"), a
condition or a question in general ("what if my boss yells at me", "is it harassment if a manager ..."), a story or a
film (own_affairs' STORY), a single shout without a second sign ("my boss yelled at me today, I was late").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.own_affairs import STORY
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# the superior's words; every red path needs one before the act (typed plain too: word_gate adds those spellings)
_GATE = word_gate("boss", "manager", "supervisor", "line manager", "team lead", "foreman", "chef", "vorgesetzt",
                  "teamleit", "abteilungsleit", "schichtleit", "patron", "supérieur", "responsable", "jefe", "jefa",
                  "encargad", "gerente", "szef", "kierownik", "kierowniczk", "przełożon", "brygadzist", "начальни",
                  "керівни", "бригадир", "руководител", "директор")


_BOSS = _lazy(
    r"(?<!\w)(?:boss|manager|line manager|supervisor|team lead(?:er)?|foreman|chef|chefin|vorgesetzte[rn]?|"
    r"teamleiter\w*|abteilungsleiter\w*|schichtleiter\w*|cheffe|patron|patronne|supérieure?|responsable|manageuse|"
    r"jefe|jefa|encargad[oa]|gerente|szef|szefowa|szefowej|szefa|kierownik\w*|kierowniczk\w*|przełożon\w*|"
    r"brygadzist\w*|начальни\w*|керівни\w*|бригадир\w*|руководител\w*|директор\w*)(?!\w)")
_MSG = (r"(?:messages?|texts?|pictures?|photos?|pics|nachrichten|fotos|bilder|sms|mails?|photos|mensajes|"
        r"fotos|wiadomości|wiadomosci|smsy|esemesy|zdjęcia|zdjecia|повідомлення|фото|сообщения|смс|фотографии)")
_DIRTY = (r"(?:obscene|sexual|explicit|dirty|inappropriate|suggestive|lewd|nude|anzügliche|obszöne|eindeutige|"
          r"sexuelle|intime|schmutzige|obscènes?|déplacés|sexuels|osés|à caractère sexuel|obscenos|sexuales|"
          r"subidos de tono|guarros|íntimos|sprośne|nieprzyzwoite|obsceniczne|erotyczne|dwuznaczne|"
          r"непристойні|вульгарні|інтимні|відверті|непристойные|пошлые|интимные|откровенные)")
_SEXUAL = _lazy(
    r"(?<![\w'])(?:(?:sends?|sent|keeps sending|texts?|texted|messages) me (?:\w+ )?" + _DIRTY + r" " + _MSG + r"|"
    r"(?:gropes?|groped|touches|touched|grabbed|grabs|fondles?) me|(?:makes?|made) (?:\w+ )?(?:sexual|suggestive) "
    r"(?:comments|remarks|advances)|comments? on my (?:body|breasts|figure|bum|legs)|sexually harass\w* me|"
    r"(?:schickt|schreibt|schickte|schrieb) mir (?:\S+ ){0,3}?" + _DIRTY + r" " + _MSG + r"|"
    r"(?:begrapscht|betatscht|befummelt|fasst) mich|macht mir (?:\w+ )?(?:avancen|anzügliche)|"
    r"m'envoie (?:\w+ ){0,3}?" + _MSG + r" (?:\w+ )?" + _DIRTY + r"|me (?:touche|tripote|pelote)|me fait des avances|"
    r"(?:me fait|fait) des (?:remarques|commentaires) sur mon (?:corps|physique|cul|décolleté)|"
    r"me (?:manda|envía|escribe|mandó|envió) (?:\w+ )?" + _MSG + r" (?:\w+ )?" + _DIRTY + r"|me (?:manosea|toquetea|soba)|"
    r"(?:pisze|wysyła|przysyła|pisał|wysłał) mi (?:\w+ ){0,2}?" + _DIRTY + r" " + _MSG + r"|"
    r"(?:obmacuje|obmacywał|dotyka|dotykał|podrywa|molestuje|molestował) mnie|mnie (?:obmacuje|dotyka|molestuje|podrywa)|"
    r"(?:пише|надсилає|шле|писав|надіслав) мені (?:\w+ ){0,2}?" + _DIRTY + r" ?(?:" + _MSG + r")?|"
    r"(?:чіпає|лапає|мацає|домагається до|домагається) мене|"
    r"(?:пишет|присылает|шлёт|шлет|писал|прислал) мне (?:\w+ ){0,2}?(?:непристойности|пошлости|" + _DIRTY + r" " + _MSG
    + r")|(?:лапает|трогает|домогается до|домогается) меня|меня (?:лапает|домогается))(?![\w'])")
_ABUSE = _lazy(
    r"(?<![\w'])(?:(?:shouts|shouted|screams|screamed|yells|yelled|keeps shouting|keeps yelling) at me|"
    r"(?:humiliates|humiliated|insults|insulted|belittles|belittled|bullies|bullied|harasses|harassed|mocks|ridicules) me|"
    r"calls me (?:stupid|useless|an idiot|names|fat|lazy)|"
    r"(?:schreit|brüllt|schrie|brüllte) mich (?:\S+ ){0,4}?an|(?:beleidigt|demütigt|mobbt|schikaniert|erniedrigt|"
    r"beschimpft|belästigt) mich|macht mich (?:\S+ ){0,3}?fertig|"
    r"me (?:crie|hurle) dessus|(?:crie|hurle) sur moi|m'(?:humilie|insulte|engueule|rabaisse)|me (?:harcèle|rabaisse|"
    r"traite de)|"
    r"me (?:grita|gritó|humilla|humilló|insulta|insultó|acosa|ridiculiza|menosprecia|hace mobbing|trata como)|"
    r"(?:krzyczy|krzyczał|krzyczała|wrzeszczy|wrzeszczał|drze się) na mnie|(?:wyzywa|wyzywał|poniża|poniżał|obraża|"
    r"obrażał|upokarza|upokarzał|gnębi|gnębił|nęka|nękał|mobbinguje|szykanuje) mnie|mnie (?:wyzywa|poniża|obraża|"
    r"upokarza|gnębi|nęka|mobbinguje|szykanuje)|"
    r"(?:кричить|кричав|кричала|верещить|горлає) на мене|(?:принижує|ображає|обзиває|цькує|знущається з) мене|"
    r"мене (?:принижує|ображає|обзиває|цькує)|"
    r"(?:кричит|кричал|кричала|орёт|орет|орал|наорал) на меня|(?:унижает|оскорбляет|обзывает|травит|гнобит) меня|"
    r"меня (?:унижает|оскорбляет|обзывает|травит|гнобит)|издевается надо мной)(?![\w'])")
# a second sign that the abuse is harassment, not one bad day
_SIGN = _lazy(
    r"(?<![\w'])(?:(?:threatens|threatened|keeps threatening) to (?:fire|sack|dismiss)|threatens me with|"
    r"in front of (?:everyone|everybody|the (?:whole )?team|colleagues|customers)|every (?:day|shift|morning)|always|"
    r"constantly|all the time|keeps|i cry|crying|in tears|droht (?:\S+ ){0,3}?(?:kündigung|entlassung|rauswurf|"
    r"kündigen|entlassen)|vor allen|vor dem (?:ganzen )?team|jeden tag|ständig|immer|ich weine|weinend|"
    r"menace de me (?:virer|licencier|renvoyer)|devant tout le monde|devant (?:les|mes) collègues|tous les jours|"
    r"sans arrêt|tout le temps|toujours|je pleure|amenaza con (?:despedirme|echarme)|delante de todos|todos los días|"
    r"siempre|constantemente|lloro|grozi (?:\w+ )?(?:zwolnieniem|wyrzuceniem|że mnie zwolni)|przy wszystkich|"
    r"przy całym zespole|codziennie|ciągle|zawsze|płaczę|погрожує (?:\w+ )?(?:звільненням|звільнити)|при всіх|"
    r"щодня|постійно|завжди|плачу|грозит (?:\w+ )?(?:уволить|увольнением)|угрожает (?:\w+ )?(?:уволить|увольнением)|"
    r"при всех|каждый день|постоянно|всегда|плачу)(?![\w'])")
_UNSURE = _lazy(
    r"(?<!\w)(?:if|whether|what if|is it|would it|when a|wenn|falls|ob|ist es|si|est-ce|c'est du|jeśli|jeżeli|czy|"
    r"якщо|чи|если|ли|maybe|vielleicht|peut-être|quizá|quizás|może|може|может|think|glaube|crois|creo|chyba|"
    r"здається|кажется)(?!\w)")
_NEGATION = _lazy(r"(?<![\w'])(?:not|never|n't|no|nicht|nie|nigdy|nunca|jamás|jamais|ne|pas|не|ні|ніколи|никогда|"
                  r"kein\w*)(?![\w'])")


def _boss_before(low: str, at: int) -> bool:
    """A superior in the sentence before `at`, or in the sentence before that (its subject dropped after it)."""
    a, _ = stop_bounds(low, at, at)
    b, _ = stop_bounds(low, max(0, a - 1), max(0, a - 1)) if a > 0 else (0, 0)
    return _BOSS.search(low, b, at) is not None


def _clean_at(low: str, m_start: int) -> bool:
    a, _ = stop_bounds(low, m_start, m_start)
    before = " ".join(low[max(a, m_start - 40):m_start].split()[-3:])
    return _UNSURE.search(low, a, m_start) is None and _NEGATION.search(before) is None


def find_boss_harassment(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` that tells a superior's sexual harassment or
    repeated abuse of the writer (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    if _BOSS.search(low) is None or STORY.search(low):
        return []
    for m in _SEXUAL.finditer(low):
        if _boss_before(low, m.start()) and _clean_at(low, m.start()):
            return [_finding(t, low, m.start(), m.end())]
    acts = [m for m in _ABUSE.finditer(low) if _boss_before(low, m.start()) and _clean_at(low, m.start())]
    if acts and (len(acts) > 1 or any(_SIGN.search(low, *stop_bounds(low, m.start(), m.end())) for m in acts)
                 or _SIGN.search(low, acts[0].end())):
        return [_finding(t, low, acts[0].start(), acts[0].end())]
    return []


def _finding(t: str, low: str, start: int, end: int) -> Finding:
    a, b = stop_bounds(low, start, end)
    begin = after_spaces(t, a, b)
    return Finding(Kind.RELATIONSHIP, _REASON, begin, b)
