"""Round 49 (rlegal): the writer dismissed for misconduct or under a disciplinary, told in a job hunt's or a lawyer's
question - "I got sacked for gross misconduct last month", "Dostałem dyscyplinarkę z art. 52", "Ich wurde fristlos
gekündigt, angeblich wegen Arbeitszeitbetrug", "Me han despedido disciplinariamente", "Licencié pour faute grave",
"Мене звільнили за прогул", "меня уволили по статье".

Set broad-zzz118 (job hunting) told six such dismissals and the detector found none: the work rules read pay and
injuries, the record rules a court's conviction, and a dismissal for misconduct is neither. In en, pl, de, es, fr, uk
and ru, in one sentence:
- the writer DISMISSED or disciplined: a verb with the writer in it ("I was fired", "got sacked", "they fired me",
  "zwolnili mnie", "dostałem dyscyplinarkę", "ich wurde gekündigt", "mir wurde gekündigt", "me despidieron", "j'ai
  été licencié", "on m'a viré", "мене звільнили", "меня уволили", "мне объявили выговор"), or a participle that names
  no person at the sentence's start ("Licencié pour faute grave ...", "Fristlos gekündigt ...", "Звільнений за ...");
- and the MISCONDUCT or the disciplinary: "gross misconduct", "disciplinary", "summarily", "fristlos", "Abmahnung",
  "dyscyplinarnie", "art. 52", "disciplinario", "faute grave", "abandon de poste", "mise à pied", "за прогул",
  "догану", "по статье", "выговор", or the offence it was for ("for theft", "wegen Diebstahl", "por robo", "pour vol",
  "за пияцтво").
Yellow/green stay: a dismissal with no misconduct ("Desde que me despidieron tengo taquicardias": the sets call the
symptoms uncertain, the dismissal alone no disclosure), a question about the law ("can you be fired for gross
misconduct while on sick leave?", "que dit l'arrêt sur la faute grave ?": no first person), a condition ("if I get
fired for ..."), a negation ("they didn't fire me"), a story, a colleague nobody could name.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_matches

_REASON = "intimate or private life"


# the writer dismissed or disciplined (the person in the words), or a participle at the sentence's start (`bare`)
_DISMISSED = folded_gated(
    r"(?<![\w'’])(?:"
    r"i (?:was|got|have been|'ve been|ve been|am being|'m being) (?:fired|sacked|dismissed|let go|terminated|"
    r"suspended|disciplined|written up)|(?:they|he|she|my boss|my employer|my manager|the company) (?:fired|sacked|"
    r"dismissed|terminated|suspended) me|i got (?:the sack|a (?:final )?(?:written )?warning|a disciplinary)|"
    r"i (?:have|had|'ve got|ve got) a disciplinary|"
    r"zwolni\w* mnie|(?:zostałem|zostałam|zostalem|zostalam) (?:zwolnion[ya]|dyscyplinarnie)|wywalili mnie|wyrzucili mnie|"
    r"(?:dostałem|dostałam|dostalem|dostalam|mam) (?:dyscyplinarkę|dyscyplinarke|naganę|nagane|upomnienie|wypowiedzenie)|"
    r"ich (?:wurde|bin) (?:\S+ ){0,4}?(?:gekündigt|entlassen|rausgeworfen|gefeuert|rausgeschmissen|abgemahnt)|"
    r"mir (?:wurde|ist) (?:\S+ ){0,4}?gekündigt|(?:hat|haben) mir (?:\S+ ){0,4}?gekündigt|"
    r"(?:ich habe|ich hab|hab|habe) (?:\S+ ){0,3}?(?:kündigung|abmahnung) (?:bekommen|erhalten|gekriegt)|"
    r"me (?:han despedido|despidieron|despidió|echaron|han echado|han sancionado|sancionaron|abrieron (?:un )?expediente)|"
    r"(?:fui|he sido) (?:despedid[oa]|sancionad[oa])|"
    r"j'ai été (?:licenciée?|virée?|renvoyée?|mise? à pied|sanctionnée?)|on m'a (?:licenciée?|virée?|renvoyée?|mise? à pied)|"
    r"je me suis fait (?:virer|licencier|renvoyer)|(?:ils|elles) m'ont (?:licenciée?|virée?|renvoyée?)|"
    r"мене (?:звільнили|вигнали|звільняють)|мені (?:оголосили|винесли|дали) (?:сувору )?догану|"
    r"меня (?:уволили|выгнали|увольняют)|мне (?:объявили|вынесли|влепили) (?:строгий )?выговор|"
    r"(?P<bare>fired|sacked|dismissed|fristlos gekündigt|gekündigt|entlassen|zwolnion[ya]|despedid[oa]|"
    r"licenciée?|virée?|звільнений|звільнена|уволен|уволена))(?![\w'’])")
# the misconduct, the disciplinary or the offence it was for
_MISCONDUCT = _lazy(
    r"(?<![\w'’])(?:gross misconduct|misconduct|disciplinar\w*|summarily|for cause|final (?:written )?warning|"
    r"for (?:theft|stealing|drinking|being drunk|fraud|falsif\w*|fighting|harassment|gross negligence)|"
    r"fristlos\w*|außerordentlich\w*|verhaltensbedingt\w*|abmahnung\w*|abgemahnt|wegen (?:diebstahl|arbeitszeitbetrug|"
    r"betrug\w*|alkohol\w*|trunkenheit|unterschlagung|beleidigung)|"
    r"dyscyplinar\w*|art\. ?52|z art\w*|ciężk\w* narusze\w*|nagan\w*|za (?:picie|kradzież|alkohol|nieobecność|"
    r"spożywanie)|"
    r"disciplinari\w*|expediente|sancion\w*|por (?:robo|hurto|embriaguez|fraude|bajo rendimiento|faltas|absentismo|"
    r"transgresión)|"
    r"faute grave|faute lourde|abandon de poste|mise à pied|pour (?:vol|faute|insubordination|ivresse)|"
    r"за прогул\w*|прогул\w*|догану|за (?:пияцтво|крадіжку|появу)|ст\. ?40|статт\w*|"
    r"по статье|статье|выговор\w*|за (?:пьянство|кражу|появление)|ст\. ?81)(?![\w'’])")
# a condition, a negation, a story, people in general before the verb
_NOT_OWN = _lazy(
    r"(?<![\w'’])(?:if|wenn|falls|si|jeśli|jeżeli|gdyby|якщо|якби|если|бы|never|not|didn't|didnt|wasn't|wasnt|nie|nigdy|"
    r"nicht|nie|no|nunca|pas|jamais|ні|не|ніколи|никогда|novel|story|character|roman|powieś\w*|novela|personaje|"
    r"personnage|роман\w*|персонаж\w*|can|could|kann|może|puede|peut|може|может)(?![\w'’])")


def find_work_dismissals(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` where the writer tells being dismissed for
    misconduct or disciplined (see the doc)."""
    for low, m, a, b in sentence_matches(_DISMISSED, t):
        if m.group("bare") is not None and low[a:m.start()].strip(" -–—*•>\"'«(") != "":
            continue  # "a colleague was dismissed for theft", "que dit l'arrêt sur le licenciement ..."
        if _MISCONDUCT.search(low, a, b) is None or _NOT_OWN.search(low, a, m.start()):
            continue
        return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(t, a, b), b)]
    return []
