"""Signing up for a sport, a class or a hobby, read by the learned disclosure model as joining a party or a church: "me he
apuntado a pádel y soy malísimo", "je me suis inscrite au yoga", "zapisałam się na tenisa", "hab mich beim Klettern
angemeldet", "записалася на плавання", "I've signed up for salsa classes" (round 24, false red on green chat in
broad-zzs: the model learned "me he apuntado a ..." from union and party members).

Only the model's beliefs findings are dropped, and only when the message signs up for one of the activities below and names
no party, union, church or faith word (`_BELIEF_WORDS`): "me he apuntado al sindicato" or "zapisałem się do partii" stay red.
The rules' own findings are never touched.

(round 25) The same for a health finding when the message starts a sport and its only complaint is the muscles' soreness
after it ("I started bouldering in October and my forearms are destroyed", "Seit Oktober gehe ich bouldern und meine
Unterarme sind kaputt", "Zaczęłam biegać i mam zakwasy"): no injury, pain that lasts, doctor or diagnosis named
(`_MEDICAL`), or the finding stays.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folding import fold_letters

_JOIN = (r"(?:me he apuntado|me apunté|me apunte|me apunto|me he inscrito|me inscribí|me inscribi|me he matriculado|"
         r"je me suis inscrite?s?|je m'inscris|je me suis mise? (?:au|à la|a la)|zapisał\w* się|zapisal\w* sie|zapisuję się|"
         r"zapisuje sie|i(?:'ve| have)? signed up|i(?:'ve| have)? joined|i(?:'ve| have)? started|"
         r"(?:hab|habe) mich (?:\w+ ){0,3}?(?:angemeldet|eingeschrieben)|bin (?:\w+ ){0,2}?(?:beigetreten|eingestiegen)|"
         r"записал\w*сь|записав\w*сь|записался|записалась|записалися|записалась)")
_ACTIVITY = (r"(?:p[aá]del|tenis\w*|tennis|squash|yoga|jog[aęi]|йог\w*|gimnasio|gym|siłowni\w*|silowni\w*|fitness\w*|"
             r"спортзал\w*|salle de sport|nataci[oó]n|swimming|basen\w*|pływani\w*|plywani\w*|schwimm\w*|natation|"
             r"плаван\w*|f[uú]tbol|football|soccer|piłk\w*|pilk\w*|fußball\w*|fussball\w*|футбол\w*|running|biegani\w*|"
             r"correr|course à pied|laufgruppe|lauftreff|біг\w*|бег\w*|crossfit|zumba|pilates|baile|bachata|salsa|"
             r"dance|dancing|taniec|tańc\w*|tanc\w*|tanz\w*|danse|танц\w*|box\w*|boks\w*|бокс\w*|escalada|climbing|"
             r"wspinaczk\w*|kletter\w*|boulder\w*|escalade|скелелаз\w*|ajedrez|chess|szach\w*|schach\w*|échecs|echecs|шах\w*|"
             r"guitarra|guitar|gitar\w*|guitare|гітар\w*|гитар\w*|ingl[eé]s|english|angielski\w*|englisch\w*|anglais|"
             r"cocina|cooking|gotowani\w*|kochkurs\w*|cuisine|spinning|karate|judo|golf|voleibol|volleyball|"
             r"siatkówk\w*|siatkowk\w*|baloncesto|basketball|koszyków\w*|koszykowk\w*|ballet|balet\w*|teatro|theatre|"
             r"theater|teatr\w*|théâtre|театр\w*|ceramic\w*|cerámica|ceramika|töpfer\w*|poterie|кераміка|"
             r"marathon|maratón|maraton\w*|triatl[oó]n|triathlon|ciclismo|cycling|kolarstw\w*|radsport|vélo|"
             r"clases? de|cours de|kurs\w*|lekcj\w*|classes?|курс\w*)")
_SIGN_UP = re.compile(fold_letters(r"(?<!\w)" + _JOIN + r"\s+(?:\w+\s+){0,3}?" + _ACTIVITY + r"(?!\w)"), re.IGNORECASE)
_BELIEF_WORDS = re.compile(fold_letters(
    r"(?<!\w)(?:sindicat\w*|syndicat\w*|gewerkschaft\w*|union|związ\w*|zwiaz\w*|профспіл\w*|профсоюз\w*|"
    r"parti\w*|partei\w*|party|партi\w*|парті\w*|парти\w*|iglesia|église|eglise|kirche|church|kości\w*|kosci\w*|"
    r"церк\w*|церков\w*|mezquita|mosquée|moschee|mosque|meczet\w*|мечет\w*|sinagoga|synagogue|synagoge|synagog\w*|"
    r"parroquia|paroisse|gemeinde|parafi\w*|парафі\w*|приход\w*|religi\w*|релігі\w*|религи\w*|fe|foi|glauben|wiar\w*|"
    r"віру|веру|bautismo|baptême|taufe|chrzest|хрещен\w*|крещени\w*|catequesis|catéchisme|katechez\w*)(?!\w)", True),
    re.IGNORECASE)


# (round 25) started a sport: "I started bouldering", "seit Oktober gehe ich bouldern", "zaczęłam biegać", "empecé a hacer crossfit"
_STARTED = re.compile(fold_letters(
    r"(?<!\w)(?:i(?:'ve| have)? (?:started|began|took up|taken up)|(?:seit \w+ )?(?:gehe|mache) ich|hab(?:e)? (?:\w+ )?angefangen|"
    r"zacz[ęe]ł\w* (?:chodzić na |chodzic na |trenować |trenowac )?|empec[eé] (?:a hacer |a ir a |con )?|"
    r"j'ai commencé (?:l[ae'] ?|le |la |à faire )?|почал\w* (?:ходити на |ходить на |займатися |заниматься )?|"
    r"начал\w* (?:ходить на |заниматься )?)\s*(?:\w+\s+){0,2}?" + _ACTIVITY + r"(?!\w)", True), re.IGNORECASE)
_SORE = re.compile(fold_letters(
    r"(?<!\w)(?:destroyed|wrecked|dead|sore|aching|ache|killing me|jelly|kaputt|muskelkater|tot|zakwas\w*|"
    r"zakwaszon\w*|obolał\w*|agujetas|destrozad\w*|molid\w*|courbatu\w*|en compote|hs|"
    r"відвалюються|забит\w*|крепатур\w*|болять|болят)(?!\w)", True), re.IGNORECASE)
_MEDICAL = re.compile(fold_letters(
    r"(?<!\w)(?:injur\w*|torn|tore|tear|fractur\w*|broke|sprain\w*|doctor|physio\w*|diagnos\w*|chronic|weeks|months|"
    r"verletz\w*|arzt|ärzt\w*|gerissen|gebrochen|kontuzj\w*|uraz\w*|lekarz\w*|złaman\w*|zerwan\w*|lesi[oó]n|"
    r"m[eé]dic[oa]|roto|rotura|blessure|m[eé]decin|cass[ée]|déchir\w*|травм\w*|лікар\w*|врач\w*|перелом\w*|"
    r"розрив\w*|разрыв\w*)(?!\w)", True), re.IGNORECASE)


def _sore_after_sport(text: str) -> bool:
    return _STARTED.search(text) is not None and _SORE.search(text) is not None and _MEDICAL.search(text) is None


def drop_hobby_beliefs(text: str, findings: list[Finding]) -> list[Finding]:
    """`findings` (the learned model's) without a beliefs finding when its text signs up for a sport or a class (the
    whole message, or the window of sentences the model read: model_windows.py - a gym joined in another sentence is no
    reason to doubt a party joined in this one), and without a health finding when the message started a sport and
    complains only of sore muscles (round 25)."""
    if any(f.kind is Kind.HEALTH for f in findings) and _sore_after_sport(text):
        findings = [f for f in findings if f.kind is not Kind.HEALTH]
    if not any(f.kind is Kind.BELIEFS for f in findings):
        return findings
    return [f for f in findings if f.kind is not Kind.BELIEFS
            or _SIGN_UP.search(text, f.start, f.end) is None or _BELIEF_WORDS.search(text, f.start, f.end) is not None]
