"""Round 49 (rlegal): drink-driving told by the offender or about a relative - caught at the wheel with a reading, a
licence taken, a ban served: "got caught drink driving, 62 in breath", "złapali mnie na 0,6 promila", "Mit 1,3 Promille
erwischt, Führerschein ist weg", "me pillaron con 0,65 en aire espirado", "contrôlé à 0,9 g/l, suspension de 6 mois",
"мене зупинили п'яним за кермом", "поймали пьяным за рулём, лишат на сколько?".

Set broad-zzz117 (cars) told eight such offences in seven languages and the detector found none: own_convictions.py
reads a criminal record ("I've got a conviction"), and a police check at the roadside is told with neither the record
nor the court in it - a catching or stopping verb, a blood-alcohol reading, a licence taken. In en, pl, de, es, fr, uk
and ru, in one sentence:
- a CATCH said of the writer or a relative: caught, stopped, breathalysed, done for, banned ("I was pulled over",
  "got done for", "złapali mnie", "zatrzymali mi prawo jazdy", "ich wurde erwischt", "mit 1,1 Promille erwischt", "me
  pillaron", "me quitaron el carnet", "j'ai été contrôlé", "on m'a retiré le permis", "мене спіймали", "позбавили
  прав", "меня остановили", "лишили прав"), or a reading the writer blew ("I blew 0.8", "wydmuchałem", "продув");
- and DRINK in the sentence: a reading in promille, g/l, mg or µg, "in breath", "aire espirado", or the drink itself
  ("drink driving", "over the limit", "po pijaku", "nietrzeźwy", "betrunken", "Trunkenheit", "borracho",
  "alcoholemia", "alcool", "ivresse", "п'яним", "нетверезий", "пьяным", "нетрезвый").
A verb that says no person ("got caught", "was stopped", "erwischt", "contrôlé", "поймали") counts at the sentence's
start, after "I"/"ich"/"я"/a filler word, or after a relative ("my brother got caught", "a mi hermano lo pillaron",
"брата зупинили").
Green/yellow stay: a question about the law ("what's the legal limit?", "ab wie viel Promille ist der Führerschein
weg?", "скільки проміле дозволено?"), a statistic or a news story ("police caught 1,200 drink drivers", "ein Fahrer
wurde mit 2,1 Promille erwischt"), a condition ("if I blew 0.3 ..."), a negation ("I never drink and drive"), a novel or
a film, a public figure.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.kin_debts import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_matches

_REASON = "intimate or private life"


# the writer's own catching, stopping or losing the licence (the person is in the words)
_OWN = (
    r"i (?:was|got|have been|'ve been|ve been) (?:caught|pulled over|stopped|breathalysed|breathalyzed|arrested|"
    r"charged|nicked|done|banned|disqualified|convicted)|i (?:blew|failed a breath\w*|lost my (?:driving )?licen[cs]e)|"
    r"(?:took|suspended|revoked) my (?:driving )?licen[cs]e|my (?:driving )?licen[cs]e (?:was|got|has been) "
    r"(?:taken|suspended|revoked)|"
    r"(?:złapali|zlapali|zatrzymali|zgarnęli|spisali|zabrali) mnie|zatrzymała mnie|(?:zabrali|zatrzymali|odebrali) mi "
    r"prawo jazdy|(?:straciłem|straciłam|stracilem|stracilam) prawo jazdy|(?:dostałem|dostałam) zakaz|"
    r"(?:wydmuchałem|wydmuchałam|miałem|miałam)(?= \d)|"
    r"ich (?:wurde|bin) (?:\S+ ){0,6}?(?:erwischt|angehalten|kontrolliert|geblitzt)|(?:hab|habe) (?:\S+ ){0,6}?"
    r"(?:fahrverbot|den (?:führerschein|lappen) verloren|gepustet)|mein (?:führerschein|lappen) ist weg|"
    r"mir (?:wurde|haben sie) (?:\S+ ){0,3}?(?:führerschein|lappen)|"
    r"me (?:pillaron|pararon|paró|pilló|cogieron|cazaron|multaron|detuvieron|quitaron|retiraron|han quitado|han retirado)|"
    r"(?:di|he dado) (?:positivo|\d)|"
    r"j'ai été (?:contrôlée?|arrêtée?|flashée?|interpellée?|suspendue?)|je me suis fait (?:contrôler|arrêter|choper|"
    r"attraper|retirer|suspendre|gauler|prendre)|on m'a (?:retiré|suspendu|pris|annulé)|mon permis (?:a été |est )?"
    r"(?:suspendu|retiré|annulé|invalidé)|"
    r"мене (?:спіймали|зупинили|затримали|позбавили|впіймали|піймали|оштрафували)|(?:я )?продув|"
    r"меня (?:поймали|остановили|задержали|лишили|тормознули|приняли|оштрафовали)|(?:я )?продул")
# a verb that names no person: the writer at the sentence's start or after a filler, or a relative before it
_BARE = (
    r"(?:got|was|been) (?:caught|pulled over|stopped|breathalysed|breathalyzed|done for|nicked for|charged with|"
    r"arrested for|banned)|blew \d|"
    r"(?:złapali|zlapali|zatrzymali) (?:go|ją|ja)|(?:został|została) zatrzyman[ya]|"
    r"(?:mit [\d.,]+ promille )?(?:erwischt|angehalten)|"
    r"(?:lo|la) (?:pillaron|pararon|cogieron|detuvieron)|(?:le|les) (?:quitaron|retiraron) el carnet|"
    r"(?:contrôlée?|arrêtée?) (?:à|avec)|s'est fait (?:contrôler|arrêter|retirer|suspendre|choper)|"
    r"(?:спіймали|зупинили|затримали|позбавили прав)|(?:поймали|остановили|задержали|лишили прав)")
_CATCH = folded_gated(r"(?<![\w'’])(?:(?P<own>" + _OWN + r")|(?P<bare>" + _BARE + r"))(?![\w'’])")
# the drink: a reading, or the drink or the drunk driver named
_DRINK = _lazy(
    r"(?:\d\s?(?:promill?[aei]?|prom|‰|g/l|gr?/l|mg/l|mg|mcg|µg|ug|проміле|промилле|промил\w*)(?![\w'’])|"
    r"(?:blew|blown|wydmucha\w*|gepustet|продув\w*|продул\w*) (?:a )?\d|"
    r"(?<!\w)(?:promill?\w*|in (?:my )?breath|breath tests?|breathalys\w*|breathalyz\w*|drink[- ]?driv\w*|"
    r"drunk[- ]?driv\w*|drunk|over the limit|dui|dwi|drug[- ]driv\w*|"
    r"po pijaku|pijan\w*|nietrzeźw\w*|pod wpływem|alkohol\w*|po alkoholu|stan\w* po użyciu|"
    r"betrunken\w*|trunkenheit\w*|alkoholisiert|angetrunken|mpu|"
    r"borrach[oa]s?|bebid[oa]s?|alcoholemia|alcohol|aire espirado|alcotest|"
    r"alcool\w*|ivresse|ivre|bourrée?|éthylotest|"
    r"п'ян\w*|пʼян\w*|нетверез\w*|сп'янін\w*|алкогол\w*|проміле|"
    r"пьян\w*|нетрезв\w*|опьянен\w*|алкогол\w*|промилле|под градусом|выпивш\w*)(?![\w'’]))")
# a condition, a negation, a story, people in general, a third person before the catch
_NOT_OWN = _lazy(
    r"(?<![\w'’])(?:if|wenn|falls|si|jeśli|jeżeli|gdyby|якщо|якби|если|бы|never|nunca|jamais|nigdy|ніколи|никогда|"
    r"novel|film|movie|story|series|character|roman|powieś\w*|novela|película|personnage|роман\w*|фільм\w*|фильм\w*|"
    r"minister\w*|ministr\w*|ministre|міністр\w*|министр\w*|senator\w*|actor|actress|footballer|singer|"
    r"celebrit\w*)(?![\w'’])")
_KIN_P = _lazy(r"(?<![\w'’])" + KIN + r"(?![\w'’])")
_OWNER = _lazy(r"^$|(?<![\w'’])(?:i|i've|ive|i'd|we|just|already|honestly|basically|literally|and|but|so|then|lol|ok|"
               r"yeah|ngl|tbh|well|last night|yesterday|ich|hab|bin|gestern|je|moi|hier|yo|ayer|я|вчора|вчера|ну|"
               r"і|и|а|але|но|так)$")


def find_driving_offences(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` where the writer or a relative is told caught
    driving with drink (see the doc)."""
    for low, m, a, b in sentence_matches(_CATCH, t):
        if _DRINK.search(low, a, b) is None or _NOT_OWN.search(low, a, m.start()):
            continue
        if m.group("bare") is not None and _KIN_P.search(low, a, m.start()) is None:
            before = " ".join(low[a:m.start()].replace(",", " ").split()[-2:])
            if not _OWNER.search(before):
                continue  # "a pensioner was caught at 2.1 promille", "ein Fahrer wurde ... erwischt"
        return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(t, a, b), b)]
    return []
