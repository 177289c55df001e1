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
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import gated

_PARTNER = (
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
_POSS = (r"(?:my|mon|ma|mes|mein\w*|mi|mis|moj\w*|mój|moją|moich|мої|мій|мою|моє|моїх|мои|мой|моё|моих|me|mir|"
         r"в мене|у мене|у меня)")  # ("забирає в мене телефон", round 28)
_THING = (r"(?:money|phone|card|wages?|salary|account|messages|texts|spending|passport|"
          r"argent|téléphone|portable|carte|salaire|compte|messages|sorties|dépenses|papiers|"
          r"geld|handy|telefon|karte|lohn|gehalt|konto|nachrichten|ausgaben|pass|"
          r"dinero|móvil|teléfono|tarjeta|sueldo|cuenta|mensajes|salidas|gastos|pasaporte|"
          r"pieniądze|telefon|kartę|wypłatę|pensję|konto|wiadomości|wyjścia|wydatki|paszport|"
          r"гроші|телефон|картку|зарплату|рахунок|повідомлення|паспорт|деньги|карту|счёт|счет|сообщения|"
          r"documents|papers|id|dokumenty|dowód|ausweis|papiere|documentos|dni|documents|пенсію|документи|документы|"
          r"переписк\w*|листуванн\w*|korespondencj\w*|passeport|pièce d'identité|carte d'identité|carte vitale)")
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
          r"toute |całą |всю |все )?" + _POSS + r" (?:переписк\w*|листуванн\w*|korespondencj\w*|correspondence|"
          r"korrespondenz|correspondencia|correspondance|emails|e-mails|maile|mejle|листи|письма|chats|czaty|чати|чаты)")
_ACT = re.compile(fold_letters(
    r"(?<!\w)" + _PARTNER + r"(?!\w)([^.!?\n]{0,60}?)(?<!\w)(?:" + _BARE + r"|" + _TAKEN + r"|" + _CONTROL
    + r"\s+(?:[^\W\d_]+\s+){0,2}?" + _POSS + r"\s+(?:[^\W\d_]+\s+)?" + _THING + r")(?!\w)", True))
_GATE = gated(re.compile(fold_letters(r"(?<!\w)(?:" + _CONTROL + "|" + _BARE + "|" + _TAKEN + r")(?!\w)", True)))
_NEGATION = re.compile(r"(?<![\w'])(?:not|never|n't|no|nie|nigdy|nicht|nie|nunca|jamais|ne|pas|не|ні|ніколи|никогда)(?![\w'])")
_IF = re.compile(r"(?<!\w)(?:if|whether|wenn|falls|ob|si|jeśli|jeżeli|якщо|если)(?!\w)")


def find_partner_control(t: str) -> list[Finding]:
    """Findings (intimate life) over the sentences of normalised `t` that tell a partner's control (see the doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    for m in _ACT.finditer(low):
        gap = m.group(1)
        if _NEGATION.search(gap):
            continue
        start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if _IF.search(low, start, m.start()):
            continue
        end = m.end()
        while end < len(t) and t[end] not in ".!?\n":
            end += 1
        lead = len(t[start:end]) - len(t[start:end].lstrip())
        return [Finding(Kind.RELATIONSHIP, "intimate or private life", start + lead, end)]
    return []
