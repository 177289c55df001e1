"""A partner's control told as acts: "Mon conjoint contrôle tout mon argent et me menace quand je sors", "my husband
checks my phone every night and takes my bank card", "mój mąż zabiera mi wypłatę i nie pozwala mi wychodzić" (round 27,
rlong).

The disclosure rules read abuse through its words (violence, abuse, hits, bruises); coercive control is told through
what the partner does with the writer's money, phone and going out, or through a threat, with no such word. Their
learned model caught a one-sentence window of it only on its narrating voice, which round 27 no longer counts
(narrated_voice.py). Here, in en, pl, de, es, fr, uk and ru: the writer's partner or ex ("my husband", "mon conjoint",
"mein Freund", "mi pareja", "mój mąż", "мій чоловік", "мой муж") and, later in the same sentence, an act of control over
the writer (controls my money / phone / outings, takes my card or wages, won't let me go out or work, reads my
messages, locks me in, threatens me).
Reading the writer's messages is left out: "mi novio lee mis mensajes en voz alta" is help at the wheel.
Green limits: a negation between them ("my husband never checks my phone"), a case put as a condition ("if my partner
reads my messages, ..."), the partner's control of something else ("controls the heating", "threatens to sell the
car"), somebody else's partner (no possessive of the writer's).
Round 48 (rsens), WATCHED: a partner watching the writer's body or days and punishing what he sees - set broad-zzz114
(sport) told it through a tracker, with no control word: "my husband checks my Fitbit weight every morning and goes
quiet for the whole day if it goes up", "Mein Freund verfolgt jede meiner Joggingrunden ... und macht Stress", "Mon
compagnon regarde toutes mes sorties Strava et me fait une scène", "Mi marido mira mi peso ... y si sube no me habla",
"Чоловік щодня перевіряє мою вагу ... і кричить". The partner, a watching verb (checks, tracks, follows, looks at,
reads; "verfolgt", "regarde", "mira", "sprawdza", "перевіряє", "следит") and, later in the sentence, his reaction
(goes quiet, shouts, gets angry, "macht Stress", "me fait une scène", "no me habla", "robi awanturę", "кричить",
"обижается"): watching alone is care or a shared hobby ("my wife checks my strava and cheers me on" stays green).
ALLOWANCE: the partner doling money out to the writer, with the bank logins or the cards taken - "my husband has all
the bank logins and gives me £40 a week", "Муж ... выдаёт деньги только на продукты" (broad-zzz112): the partner, a
giving verb to the writer, and a sum per week or month, or money "only for food".
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gated_lazy import GatedLazyPattern
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.sentence_scope import stop_finding

PARTNER = (
    r"(?:(?:my|mon|ma|mein|meine|mi|mój|moja|мій|моя|мой)\s+(?:ex-?|former\s+|current\s+|)(?:husband|wife|partner|"
    r"boyfriend|girlfriend|fiancée?|ex|mari|femme|conjointe?|compagne|compagnon|copain|copine|fiancée?|mann|frau|"
    r"partnerin|freund|freundin|verlobter?|marido|mujer|pareja|novio|novia|esposo|esposa|mąż|żona|partner\w*|"
    r"chłopak|dziewczyna|narzeczon[ya]|były|była|чоловік|дружина|хлопець|дівчина|колишній|колишня|муж|жена|парень|"
    r"девушка|бывший|бывшая|партнер\w*|партнёр\w*)"
    # (round 28) Polish, Ukrainian and Russian drop the possessive: "Partner sprawdza mój telefon", "Чоловік забирає ..." at
    # a sentence's start, the writer then named by the act ("mój telefon", "в мене", "grozi mi")
    r"|(?:(?<=[.!?\n] )|(?<=[.!?\n])|^)(?:mąż|żona|partner\w*|chłopak|narzeczon[ya]|były|była|чоловік|дружина|партнер\w*|"
    r"хлопець|колишній|колишня|муж|жена|партнёр\w*|парень|бывший|бывшая))"
)
_CONTROL = (
    r"(?:controls?|controlled|checks|checked|takes|took|keeps|kept|tracks|tracked|locks|locked|threatens|"
    r"threatened|won'?t let me|doesn'?t let me|never lets me|forbids me|"
    r"contrôle|controle|contrôlait|fouille|fouillait|prend|prenait|garde|me menace|me menaçait|m'empêche|"
    r"m'interdit|m'enferme|"
    r"kontrolliert\w*|nimmt mir|nahm mir|behält|droht mir|drohte mir|bedroht mich|lässt mich nicht|ließ mich nicht|"
    r"verbietet mir|sperrt mich|"
    r"controla\w*|revisa\w*|me quita\w*|me amenaza\w*|no me deja\w*|me prohíbe|me encierra\w*|"
    r"kontroluje|kontrolował\w*|sprawdza|sprawdzał\w*|zabiera mi|zabierał\w* mi|grozi mi|groził\w* mi|"
    r"nie pozwala mi|nie pozwalał\w* mi|zabrania mi|zamyka mnie|"
    r"контролює|контролював|перевіряє|забирає|погрожує мені|погрожував мені|не дозволяє мені|не пускає мене|"
    r"забороняє мені|замикає мене|контролирует|контролировал|проверяет|забирает|угрожает мне|угрожал мне|"
    r"не разрешает мне|не пускает меня|запрещает мне|запирает меня|"
    # (round 47, rsens) the act done, not a habit: "Chłopak zabrał mi paszport", "Хлопець забрав мій паспорт", "Парень
    # забрал мой паспорт", "m'a pris mon passeport"; taking away and reading the writer's correspondence
    r"zabrał\w*|odebrał\w*|schował\w*|забрав\w*|забрала|відібрав\w*|відібрала|відбирає|сховав|забрал|отобрал\w*|"
    r"отбирает|спрятал\w*|took away|hid|hides|confiscated|m'a pris|m'a confisqué|confisque|m'a caché|me cache)"
)
# the writer's thing after the verb: money, phone, card, wages, messages, going out
POSS = (r"(?:my|mon|ma|mes|mein\w*|mi|mis|moj\w*|mój|moją|moich|мої|мій|мою|моє|моїх|мои|мой|моё|моих|me|mir|"
         r"в мене|у мене|у меня)")  # ("забирає в мене телефон", round 28)
_THING = (r"(?:money|phone|card|wages?|salary|account|messages|texts|spending|passport|"
          r"argent|téléphone|portable|carte|salaire|compte|messages|sorties|dépenses|papiers|"
          r"geld|handy|telefon|karte|lohn|gehalt|konto|nachrichten|ausgaben|pass|"
          r"dinero|móvil|teléfono|tarjeta|sueldo|cuenta|mensajes|salidas|gastos|pasaporte|"
          r"pieniądze|telefon|kartę|wypłatę|pensję|konto|wiadomości|wyjścia|wydatki|paszport|"
          r"гроші|телефон|картку|зарплату|рахунок|повідомлення|паспорт|деньги|карту|счёт|счет|сообщения|"
          r"documents|papers|id|dokumenty|dowód|ausweis|papiere|documentos|dni|documents|пенсію|документи|документы|"
          r"переписк\w*|листуванн\w*|korespondencj\w*|passeport|pièce d'identité|carte d'identité|carte vitale|"
          # (round 48) the cards, plural: "Муж забрал все карты"
          r"cards|cartes|karten|tarjetas|karty|картки|карти|карты)")
# a threat, a ban, being locked in or out, "won't let me": the act needs no thing after it
_BARE = (r"(?:threatens me|threatened me|won'?t let me|doesn'?t let me|never lets me|forbids me|locks me|locked me|"
         r"me menace|me menaçait|m'empêche|m'interdit|m'enferme|droht mir|drohte mir|bedroht mich|lässt mich nicht|"
         r"ließ mich nicht|verbietet mir|sperrt mich|me amenaza\w*|no me deja\w*|me prohíbe|me encierra\w*|grozi mi|"
         r"groził\w* mi|nie pozwala mi|nie pozwalał\w* mi|zabrania mi|zamyka mnie|погрожує мені|погрожував мені|"
         r"не дозволяє мені|не пускає мене|забороняє мені|замикає мене|угрожает мне|угрожал мне|не разрешает мне|"
         r"не пускает меня|запрещает мне|запирает меня|"
         # (round 47) not letting the writer out alone: "не отпускает одну на вечеринки", "не відпускає мене саму"
         r"не отпускает (?:меня )?(?:одну|одного|никуда)|не отпускает меня|не відпускає (?:мене )?(?:саму|самого|нікуди)|"
         r"не відпускає мене|не пускає (?:мене )?(?:саму|нікуди)|"
         # (round 28) a threat that hangs on the writer's own act: "погрожує, якщо я змінюю пароль", "grozi, kiedy wychodzę"
         r"(?:threatens|threatened|droht|drohte|amenaza|amenazaba|menace|menaçait|grozi|groził\w*|погрожує|погрожував|"
         r"угрожает|угрожал)(?:,)? (?:me )?(?:when|whenever|if|wenn|sobald|falls|cuando|si|quand|gdy|kiedy|jeśli|якщо|коли|"
         r"если|когда)(?= (?:i|ich|yo|je|j'|ja|я|\w+ę|\w+am|\w+em|\w+ю|\w+у)\b))")
# (round 47) a German perfect with the verb last and a Spanish taking with an article: "hat mir den Pass weggenommen",
# "me quitó el pasaporte"
_TAKEN = (r"(?:hat|hatte) mir (?:\w+ ){0,2}?(?:den|die|das|mein\w*) (?:\w+ )?" + _THING + r" (?:\w+ )?(?:weggenommen|"
          r"abgenommen|versteckt|abgeknöpft)|me (?:quitó|quitaba|ha quitado|escondió|esconde|retiene|retuvo) (?:el|la|los|"
          r"las|mi|mis|todo el|todos mis) " + _THING + r"|"
          # reading the writer's correspondence (reading "my messages" may be help at the wheel: left out)
          r"(?:reads|read|liest|las|lee|leía|lit|lisait|czyta|czytał\w*|читає|читав|читает|читал) (?:all |alle |toda |"
          r"toute |całą |всю |все )?" + POSS + r" (?:переписк\w*|листуванн\w*|korespondencj\w*|correspondence|"
          r"korrespondenz|correspondencia|correspondance|emails|e-mails|maile|mejle|листи|письма|chats|czaty|чати|чаты)")
_ACT = re.compile(fold_letters(
    r"(?<!\w)" + PARTNER + r"(?!\w)([^.!?\n]{0,60}?)(?<!\w)(?:" + _BARE + r"|" + _TAKEN + r"|" + _CONTROL
    + r"\s+(?:[^\W\d_]+\s+){0,2}?" + POSS + r"\s+(?:[^\W\d_]+\s+)?" + _THING + r")(?!\w)", True))
# (round 48, rsens) WATCHED and ALLOWANCE (see the doc)
_WATCHING = (r"(?:checks|checked|tracks|tracked|watches|monitors|follows|looks at|goes through|weighs|"
             r"vérifie|regarde|surveille|suit|épluche|"
             r"kontrolliert|checkt|verfolgt|überwacht|schaut sich|"
             r"mira|revisa|vigila|controla|sigue|"
             r"sprawdza|śledzi|patrzy na|przegląda|kontroluje|"
             r"перевіряє|стежить за|дивиться|переглядає|контролює|проверяет|следит за|смотрит|просматривает|контролирует)")
_REACTION = (r"(?:goes quiet|went quiet|gets angry|got angry|gets mad|gets jealous|shouts at me|shouts|yells|screams|sulks|"
             r"stops talking to me|won't talk to me|won't speak to me|silent treatment|freaks out|loses it|kicks off|"
             r"macht (?:mir )?(?:stress|ärger|eine szene|szenen|theater)|wird wütend|wird sauer|rastet aus|schreit|"
             r"redet (?:dann )?(?:tagelang )?nicht mehr|ist beleidigt|"
             r"me fait (?:une|des) (?:scènes?|crises?)|s'énerve|hurle|me crie dessus|ne me parle plus|ne me parle pas|"
             r"fait la gueule|boude|"
             r"no me habla|deja de hablarme|se enfada|se enoja|me grita|me monta (?:un|una) (?:pollo|escena|bronca)|"
             r"krzyczy|robi (?:mi )?awantur\w*|robi (?:mi )?sceny|obraża się|nie odzywa się|wścieka się|"
             r"кричить|ображається|не розмовляє зі мною|влаштовує (?:скандал|сцени)|"
             r"кричит|орёт|обижается|не разговаривает со мной|устраивает (?:скандал|сцены))")
_GIVING = (r"(?:gives me|hands me|gibt mir|me da|me donne|daje mi|wydziela mi|видає мені|видає|выдаёт мне|выдаёт)")
_DOLED = (r"(?:(?:£|€|\$)\s?\d+|\d+\s?(?:£|€|\$|zł|zl|euros?|pounds?|грн|гривень|руб\w*|₽|₴))\s(?:a|per|pro|por|par|"
          r"na|в|на|al|à|la) (?:week|month|day|woche|monat|tag|semana|mes|día|semaine|mois|jour|tydzień|miesiąc|"
          r"dzień|тиждень|місяць|день|неделю|месяц)|"
          r"(?:\S+ ){0,2}?(?:only|just|nur|solo|sólo|tylko|лише|тільки|только) (?:for|für|para|pour|na|на) "
          r"(?:groceries|food|lebensmittel|einkäufe|comida|la compra|courses|zakupy|jedzenie|продукти|їжу|продукты|еду)")
_WATCHED = folded_gated(
    r"(?<!\w)" + PARTNER + r"(?!\w)([^.!?\n]{0,60}?)(?<!\w)(?:" + _WATCHING + r"(?!\w)([^.!?\n]{0,80}?)(?<!\w)"
    + _REACTION + r"|" + _GIVING + r" " + _DOLED + r")(?!\w)")
_GATE = gated(re.compile(fold_letters(r"(?<!\w)(?:" + _CONTROL + "|" + _BARE + "|" + _TAKEN + r")(?!\w)", True)))
NEGATION = re.compile(r"(?<![\w'])(?:not|never|n't|no|nie|nigdy|nicht|nie|nunca|jamais|ne|pas|не|ні|ніколи|никогда)(?![\w'])")
IF = re.compile(r"(?<!\w)(?:if|whether|wenn|falls|ob|si|jeśli|jeżeli|якщо|если)(?!\w)")


def find_partner_control(t: str) -> list[Finding]:
    """Findings (intimate life) over the sentences of normalised `t` that tell a partner's control (see the doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return _find_watched(t, low)
    return first_told_act(_ACT, t, low) or _find_watched(t, low)


def _find_watched(t: str, low: str) -> list[Finding]:
    """WATCHED and ALLOWANCE (round 48, see the doc): the partner's watching punished, money doled out."""
    return first_told_act(_WATCHED, t, low, (1, 2))


def first_told_act(pattern: re.Pattern[str] | GatedLazyPattern, t: str, low: str,
                   gaps: tuple[int, ...] = (1,)) -> list[Finding]:
    """The intimate-life finding over the sentence (stop_finding) of the first match of `pattern` in `low` (normalised
    `t` lower-cased) with no negation in its `gaps` groups (between the partner and the act) and no condition ("if my
    partner ...") between its sentence's start and it; [] when no match is left. (Round 49, rtidy: the one copy of the
    loop find_partner_control, _find_watched and watched_partners.py each wrote out.)"""
    for m in pattern.finditer(low):
        if any(m.group(g) and NEGATION.search(m.group(g)) for g in gaps):
            continue
        start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if IF.search(low, start, m.start()):
            continue
        return [stop_finding(Kind.RELATIONSHIP, "intimate or private life", t, m.start(), m.end())]
    return []
