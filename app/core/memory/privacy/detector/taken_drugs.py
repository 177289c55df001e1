"""A course of medication the writer is on, given with what it is for or since when (round 37, rhealth): "od wtorku
jestem na antybiotyku po zapaleniu płuc", "I'm on antibiotics for a chest infection", "ich nehme seit Dienstag
Antibiotika wegen einer Blasenentzündung", "estoy tomando antibióticos por una infección de orina", "je suis sous
antibiotiques depuis mardi pour une angine", "я п'ю антибіотики через запалення легень".

The vocabulary reads "I'm on antidepressants" (a class that is a diagnosis in itself) and a condition after "I have";
a short course of antibiotics or steroids, said as the reason one drops out of a ride or a party, names its cause after
a preposition ("po zapaleniu płuc", "wegen einer Blasenentzündung", "pour une angine") that no verb of having precedes.
Being on a class of drug for a stated cause or since a stated time is the writer's treatment. In en, pl, de, es, fr,
uk and ru: the writer on or taking a drug class ("I'm on", "I'm taking", "jestem na", "biorę", "ich bin auf", "ich
nehme", "estoy con", "estoy tomando", "je suis sous", "je prends", "я на", "п'ю", "приймаю", "пью", "принимаю")
and, after the drug, a cause or a start ("after", "since", "for", "po", "od", "z powodu", "nach", "seit", "wegen",
"por", "desde", "tras", "depuis", "après", "pour", "після", "через", "від", "после", "из-за", "с").
Green limits: the drug in general ("Can you drink on antibiotics?", "Dosierung Antibiotika bei Kindern"), someone
else's course (no first-person taking), asked whether to take it ("Should I take antibiotics for a cold?": no "I'm
on"), a pharmacology question.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern

_REASON = "health information"

# the cheap gate: the drug classes' own words (every _DRUG alternative holds one)
_GATE = word_gate(
    "antibio", "antybio", "антибіо", "антибио", "steroid", "steryd", "cortiso", "kortyzo", "kortiso", "anticoa",
    "antykoa", "antikoa", "thinner", "verdünn", "przeciwz", "антикоа", "antidep", "antydep", "антидеп", "insulin",
    "insulin", "інсулін", "инсулин", "opioid", "опіоїд", "опиоид", "immunos", "inmunos", "імуносу", "иммунос",
    "antiepi", "przeciwp", "антиепі", "антиэпи", "antipsy", "antyps", "antipsi", "антипси", "нейроле", "betablo",
    "blocker", "bloker", "bloquea", "bloquan", "блокат", "methado", "metado", "метадон", "морфін", "морфин",
    "morphin", "morfin", "sterydo", "стероїд", "стероид", "гормон")
_TAKING = LazyPattern(
    r"(?<![\w'])(?:i'm|im|i am|i've been|ive been|been|currently|still|i take|i'm taking|im taking|i am taking|"
    r"jestem|biorę|przyjmuję|łykam|ich bin|bin|ich nehme|nehme|estoy|tomo|je suis|suis|je prends|"
    r"я|п'ю|приймаю|сиджу|пью|принимаю|сижу)\s+(?:(?:now|still|back|already|currently|teraz|nadal|jetzt|noch|"
    r"gerade|ahora|todavía|encore|toujours|зараз|досі|вже|сейчас|всё ещё|уже)\s+)?"
    r"(?:(?:seit|od|desde|depuis|since|з|с|від|от)\s+\w+\s+)?(?:on|taking|na|auf|con|tomando|a|sous|на)?\s*(?:(?:the|a|strong|heavy|new|silnym|silnych|starke\w*|"
    r"fuertes|forts|сильн\w*)\s+)?"
    r"(?P<drug>antibiot\w*|antybiotyk\w*|antibiótic\w*|антибіотик\w*|антибиотик\w*|steroid\w*|steryd\w*|"
    r"cortison\w*|kortyzon\w*|kortison\w*|стероїд\w*|стероид\w*|гормонах|anticoag\w*|antykoagul\w*|antikoagul\w*|"
    r"blood thinners?|blutverdünn\w*|le(?:ki|kach) przeciwzakrzepow\w*|антикоагулянт\w*|antidepress\w*|"
    r"antydepres\w*|antidepresiv\w*|антидепресант\w*|антидепрессант\w*|insulin\w*|insulin[ay]|insulinie|"
    r"інсулін\w*|инсулин\w*|opioid\w*|opioides|опіоїд\w*|опиоид\w*|morphin\w*|morfin\w*|морфін\w*|морфин\w*|"
    r"immunos\w*|inmunosupres\w*|імуносупрес\w*|иммуносупрес\w*|antiepilep\w*|le(?:ki|kach) przeciwpadaczkow\w*|"
    r"антиепілепт\w*|антиэпилепт\w*|antipsychot\w*|antypsychot\w*|antipsicót\w*|антипсихот\w*|нейролепт\w*|"
    r"beta[- ]?blo\w*|betabloker\w*|betabloqueant\w*|bêtabloquant\w*|бета-?блокатор\w*|methadon\w*|metadon\w*|"
    r"метадон\w*)(?![\w'])", lambda s: fold_letters(s, True))
# what the course is for or since when, after the drug
_CAUSE = LazyPattern(
    r"\s*,?\s*(?:(?:again|now|still|znowu|wieder|otra vez|encore|знову|снова)\s+)?"
    r"(?:after|since|for|because of|due to|po|od|z powodu|przez|na|nach|seit|wegen|gegen|por|desde|tras|"
    r"después de|para|depuis|après|pour|à cause de|suite à|після|через|від|з|после|из-за|от|с)\s+\w",
    lambda s: fold_letters(s, True))
# the drug in general or in a question of whether to take it
_GENERAL = LazyPattern(
    r"(?<![\w'])(?:in general|generally|patients?|exam|should i|can you|do you|if you|im allgemeinen|"
    r"patient(?:en|in)?|prüfung|sollte ich|en general|pacientes?|examen|debería|en général|patients?|dois-je|"
    r"w ogóle|pacjen\w*|egzamin\w*|czy powinienem|czy powinnam|пацієнт\w*|іспит\w*|пациент\w*|экзамен\w*)(?![\w'])",
    lambda s: fold_letters(s, True))


def find_taken_drugs(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` where the writer is on a drug class for a stated cause or
    since a stated time (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    for m in _TAKING.finditer(low):
        if _CAUSE.compiled.match(low, m.end()) and not _GENERAL.search(low):
            a = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
            ends = [i for i in (low.find(c, m.end()) for c in ".!?\n") if i >= 0]
            b = min(ends) if ends else len(low)
            while a < b and low[a].isspace():
                a += 1
            return [Finding(Kind.HEALTH, _REASON, a, b)]
    return []
