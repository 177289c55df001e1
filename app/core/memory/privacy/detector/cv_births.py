"""Round 49 (rlinks): a full date of birth written into a CV - the writer's own birth date, asked about or pasted for a
curriculum vitae, a résumé, a Lebenslauf, a życiorys, a резюме (sets broad-zzz118: a job hunter's question "should I
still put it on my CV?").

identity.py reads a birth date with its owner beside it: a name ("Anna Becker, geb. 02.08.1965"), "my" ("my date of
birth is ...", "je suis née le ..."), a relative. A job hunter quotes the line of their own CV with no owner at all -
'¿pongo "nacida el 30/01/1968" en el CV?', 'Soll ich "geb. 02.08.1965 in Gelsenkirchen" noch in den Lebenslauf
schreiben?', 'Faut-il encore mettre "née le 04/03/1966" sur le CV ?', 'Чи писати в резюме "дата народження 23.05.1967"?',
"DOB 14/06/1969 on my resume - yes or no?": the CV is someone's, and the one asking is its owner (or writes it for
a real person). One message holding
- a birth label right before a full date (day, month and year; a year from 1925 to fourteen years ago): "born (on)",
  "date of birth", "DOB", "geb. (am)", "geboren am", "Geburtsdatum", "ur.", "urodzona/y (dnia)", "data urodzenia",
  "nacida/o (el)", "fecha de nacimiento", "né(e) le", "date de naissance", "дата народження", "народжена/ий",
  "дата рождения", "д.р.", "рождён(а)" - any case, without diacritics;
- a CV's word: "CV", "résumé"/"resume", "Lebenslauf", "curriculum", "życiorys", "резюме", "hoja de vida", "Bewerbung",
  "candidature".
Green limits: a sample, a template or a fictional CV ("sample CV: born 01.01.1990", "Muster-Lebenslauf", "przykładowe
CV", "plantilla", "modèle", "шаблон", "приклад", "пример"); a date out of a living job hunter's range (a historic
person's CV: "born 14 March 1879"); the question without a date ("should I put my date of birth on my CV?"); a job ad's
"born after 1990" (the label is not right before a date).
"""
from __future__ import annotations

from datetime import date

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.lazy import LazyPattern

_REASON = "date of birth"  # (identity.py's reason for an owner's birth date)
_LAST_YEAR = date.today().year - 14  # (a job hunter is at least fourteen)

# a CV's word (the message's owner wrote or pastes it)
_CV = LazyPattern(
    r"(?i)(?<![\w.])(?:cv|c\.v\.|r[ée]sum[ée]|lebenslauf\w*|curriculum|[żz]yciorys\w*|резюме|hoja de vida|"
    r"bewerbung\w*|candidature)(?![\w-])"
)
# a birth label right before a full date: "nacida el 30/01/1968", "geb. 02.08.1965", "date of birth: 14 June 1969"
_BIRTH = LazyPattern(
    r"(?i)(?<!\w)(?:born(?: on)?|date of birth|d\.?o\.?b\.?|birth ?date|geb\.(?: am)?|geboren(?: am)?|geburtsdatum|"
    r"ur\.|urodzon[aoy](?: dnia| w dniu)?|data urodzenia|nacid[oa](?: el)?|fecha de nacimiento|f\. ?nac\.|"
    r"née?(?: le)?|date de naissance|дата народження|народжен(?:а|ий)|дата рождения|д\.\s?р\.|рожд[её]н(?:а|ный|ная)?)"
    r"\s*[:\-–]?\s*(?:the\s+|am\s+|el\s+|le\s+|dnia\s+)?"
    r"(?:\d{1,2}(?:st|nd|rd|th|er|\.)?\s+(?:of\s+|de\s+)?(?P<month>[^\W\d_]{3,12})\.?,?\s+(?:de\s+)?(?P<year>\d{4})"
    r"|\d{1,2}[./\-]\d{1,2}[./\-](?P<year2>(?:19|20)\d{2})"
    r"|(?P<year3>(?:19|20)\d{2})-\d{2}-\d{2})(?![\d./-]\d)",
    fold_letters,
)
# a sample, a template, a fictional person's CV
_SAMPLE = LazyPattern(
    r"(?i)(?<!\w)(?:sample|example|template|dummy|fictional|fake|placeholder|muster\w*|vorlage|beispiel\w*|"
    r"wz[óo]r\w*|przyk[łl]ad\w*|szablon\w*|ejemplo|plantilla|modelo|ficticio|exemple|mod[èe]le|fictif|"
    r"шаблон\w*|приклад\w*|зраз\w*|вигадан\w*|пример\w*|образ[е]?ц\w*|выдуман\w*)(?!\w)"
)
# the month names a day-month-year date may carry (three letters or more: "March", "marca", "mars", "березня")
_MONTH = LazyPattern(
    r"(?i)^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|m[äa]rz|mai|juni|juli|oktober|dezember|"
    r"stycz|lut|marc|kwie|maj|czerw|lip|sierp|wrze|pa[źz]dz|listop|grud|ene|febr|abr|ago|sept|oct|dic|janv|f[ée]vr|"
    r"mars|avr|juin|juil|ao[ûu]t|d[ée]c|січ|лют|берез|квіт|трав|черв|лип|серп|верес|жовт|листоп|груд|январ|феврал|"
    r"март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр)"
)


def find_cv_births(t: str) -> list[Finding]:
    """Identity findings where normalised `t` holds a full birth date right after its label in a message about a CV
    (see the doc)."""
    if _CV.search(t) is None:
        return []
    for m in _BIRTH.finditer(t):
        year = int(m.group("year") or m.group("year2") or m.group("year3"))
        if not 1925 <= year <= _LAST_YEAR:
            continue
        if m.group("month") and _MONTH.search(m.group("month")) is None:
            continue
        if _SAMPLE.search(t) is not None:
            return []
        return [Finding(Kind.IDENTITY, _REASON, m.start(), m.end())]
    return []
