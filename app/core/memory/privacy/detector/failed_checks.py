"""A number stated to FAIL its check: "En clase comprobamos que el DNI 98957451L tiene la letra mal", "ИНН 353125449817 не
проходит проверку контрольных цифр", "this IBAN fails the mod-97 check", "ten PESEL nie przechodzi walidacji" (round 37).

A class, a tutorial or a tester takes an invented number and shows that its check digit or letter is wrong - the
exercise is the checksum itself. A number that fails its own check is nobody's document: no office issued it. The
finders (and the learned model) read the shape and the keyword; the sentence says the value is invalid.

`drop_failed_checks` drops the identifier findings in a sentence that says its value fails the check and marks the
values there as read (the learned model must not score them either).

Green/red limits: the failure must be said of the value in its own sentence (not "check whether my IBAN is valid",
which asks, nor "the form said invalid" said of a form); a possessive before the value keeps it ("mi DNI 12345678Z no
pasa la validación de la web" is still the writer's, the web's check may be wrong).

(round 39) A developer's own checking code is the other frame: "Mi validador de DNI acepta 61010338P y la letra no
cuadra", "My regex for NHS numbers accepts 464 389 8268. It shouldn't, the check digit is wrong", "Мой валидатор
пропускает ИНН ..., хотя контрольные цифры неверные", "this invalid one ... must be rejected". There the value is dropped
only when it REALLY fails every check it can carry (checked_values.py) - a passing value is a real-looking number
whatever the message says - and the failure may be said in the sentence after the value's.

Round 45 (rfr): the third frame, a question about how the check is computed ("¿cómo se calcula la letra del NIE?", "як
вона рахується?", "Как проверить это в Python?") beside a failure said of a value that really fails; a test's
expectation in the Russian infinitive ("должен не проходить проверку"); the possessive of the writer's checking code
("Mi validador acepta ...") is the code's, not the value's; a form named with its purpose ("mi formulario de inscripción
al torneo de pádel acepta ...").

Round 46 (rfr): the fourth frame, the value's origin said - an example's, a sample's, a test fixture's, an invented one
("этот СНИЛС из примера не проходит проверку", "our test fixture uses NHS number ..., which should fail the modulus 11
check", "es de un ejemplo") -, read as _CODE and _HOW are: only a value that really fails (checked_values.py, which now
asks the СНИЛС check too).
"""
from __future__ import annotations

import re
from collections.abc import Iterator

from app.core.memory.privacy.detector.checked_values import really_fails
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.lazy import LazyPattern

# the cheap gate: a stem of a failure or a check word (lower-cased text)
_HINTS = ("valid", "válid", "walid", "gültig", "gultig", "prüf", "check", "letra", "przechodzi", "kontroln", "контрольн",
          "перевір", "провер", "incorrect", "nieprawid", "błędn", "недійс", "недейств", "clé", "mal ", "falsch", "wrong",
          # (round 39) a value said to be invalid or to be rejected: "invalid", "rechaz", "rejet", "odrzuc", "abgelehnt",
          # "відхил", "отклон"; "no cuadra", "неверн", "невірн", "ungültig" ("valid" and "prüf" already hold "invalid", "ungültig"'s stem is "gültig")
          "rechaz", "rejet", "reject", "odrzuc", "ablehn", "abgelehnt", "відхил", "отклон", "cuadra", "неверн", "невірн",
          "nie zgadza", "stimmt nicht", "refus", "cle ",
          # (round 40) the verdict said as the value's state or the code's act: "is not valid", "no es válido", "ist
          # ungültig", "nie jest poprawny", "недійсний", "не валідний", "falla la letra", "не принимает"
          "poprawn", "nieważn", "niewazn", "валідн", "валидн", "falla", "не приймає", "не принима",
          # (round 47) "отвергает", "відкидає", "не пропускает", "nie przepuszcza"
          "отверга", "відкида", "не пропуска", "przepuszcza", "dígito de control", "digito de control")
# (round 43: two words before it - "fails the modulus 11 check", "fails the mod 97 check")
_CHECK = (r"(?:the |its |a |their )?(?:[\w\-]+[ \-]){0,2}(?:check(?:sum)?|validation|verification|test)")
_FAILS = LazyPattern(  # (compiled on first use: lazy.py)
    # the failure of a CHECK, said so (not "my card doesn't go through", "nie przechodzi" at a till: a declined card)
    r"(?<![^\W\d_])(?:fails? " + _CHECK + r"|failed " + _CHECK + r"|(?:does not|doesn't|did not|didn't) pass " + _CHECK + r"|"
    # (round 38) the failure foretold, of a value made to fail: "won't pass the check", "точно не пройде перевірку",
    # "не пройдёт проверку", "nie przejdzie walidacji", "no pasará la validación", "ne passera pas le contrôle"
    r"(?:will|would|should) fail " + _CHECK + r"|(?:won't|will not|wouldn't|shouldn't) pass " + _CHECK + r"|"
    r"nie przejdzie (?:\w+ )?(?:walidacji|weryfikacji|sprawdzenia|kontroli|testu)|"
    r"(?:wird|würde|sollte) (?:die )?(?:\w+)?prüfung nicht bestehen|ungültige prüf(?:ziffer|summe)|"
    r"no pasar[áa] (?:la |el )?(?:validaci[oó]n|verificaci[oó]n|comprobaci[oó]n|prueba|control)|"
    r"ne passera pas (?:la |le )?(?:validation|v[ée]rification|contr[ôo]le|test)|"
    r"не пройде (?:\w+ )?(?:перевірк|валідац)\w*|не пройд[её]т (?:\w+ )?(?:проверк|валидац)\w*|"
    r"(?:поган|погана)\w* контрольн\w*|(?:плох)\w* контрольн\w*|"
    r"(?:wrong|invalid|bad|incorrect) (?:check ?(?:digit|sum|letter)|checksum|control (?:digit|letter))|"
    r"(?:check ?digit|checksum|control digit) (?:is )?(?:wrong|invalid|incorrect)|"
    r"nie przechodzi (?:\w+ )?(?:walidacji|weryfikacji|sprawdzenia|kontroli|testu)|"
    r"(?:błędn|zł|nieprawidłow)\w* (?:cyfr|sum)\w* kontroln\w*|"
    r"falsche prüf(?:ziffer|summe)|prüf(?:ziffer|summe) (?:ist |stimmt )?(?:falsch|nicht)|besteht (?:die )?(?:\w+)?prüfung nicht|"
    r"(?:tiene|lleva) (?:la )?letra (?:mal|incorrecta|equivocada)|letra (?:de control )?(?:incorrecta|equivocada|err[oó]nea)|"
    r"no pasa (?:la |el )?(?:validaci[oó]n|verificaci[oó]n|comprobaci[oó]n|prueba|control)|"
    r"d[ií]gito de control (?:incorrecto|err[oó]neo|mal)|"
    r"(?:cl[ée]|chiffre de contr[ôo]le) (?:est )?(?:incorrecte?|fausse?|invalide)|"
    r"ne passe pas (?:la |le )?(?:validation|v[ée]rification|contr[ôo]le|test)|n['’]est pas valide|"
    r"не проходить (?:\w+ )?(?:перевірк|валідац)\w*|(?:неправильн|хибн|невірн)\w* контрольн\w*|"
    r"не проходит (?:\w+ )?(?:проверк|валидац)\w*|(?:неверн|неправильн|ошибочн)\w* контрольн\w*|"
    # (round 45, rfr) the failure as a test's expectation, in the infinitive: "СНИЛС ... должен не проходить проверку",
    # "не должен проходить проверку", "має не проходити перевірку"
    r"не проходить (?:\w+ )?(?:проверк|валидац)\w*|не проходити (?:\w+ )?(?:перевірк|валідац)\w*|"
    # (round 41) the check named by its digits: "не проходит по контрольным цифрам", "не проходить за контрольною
    # цифрою", "doesn't pass on its check digits", "nie przechodzi po cyfrze kontrolnej"
    r"не проход\w* (?:по |за )?контрольн\w*|(?:the |its )?(?:check |control )?letter is (?:wrong|incorrect|invalid|off)|"
    r"wrong (?:check |control )?letter|(?:does not|doesn't) pass (?:on )?(?:its |the )?check ?(?:digit|sum)s?|"
    r"nie przechodzi (?:po |przez )?(?:cyfr\w*|sum\w*) kontroln\w*|"
    # (round 39) the check digits named first, their fault after: "контрольные цифры неверные", "контрольна цифра
    # не збігається", "la letra no cuadra", "tiene mal la letra", "la clé ne correspond pas", "cyfra kontrolna się nie
    # zgadza", "die Prüfziffer passt nicht"
    r"контрольн\w* (?:цифр|сумм|сум|числ|розряд)\w* (?:\w+ )?(?:неверн|неправильн|ошибочн|не сход|не совпада|невірн|"
    r"неправильн|хибн|не збіга|не сходит)\w*|"
    r"(?:la )?letra (?:de control )?no (?:cuadra|coincide|corresponde|es (?:la )?correcta)|(?:tiene|lleva) mal la letra|"
    r"d[ií]gitos? de control no (?:cuadra|coincide)\w*|"
    r"(?:la )?(?:cl[ée]|chiffre de contr[ôo]le) ne (?:correspond|colle|va) pas|"
    r"cyfr\w* kontroln\w* (?:się )?nie (?:zgadza|pasuje)|prüf(?:ziffer|summe) passt nicht|"
    # a value given as the invalid one, to be rejected: "this invalid one ... must be rejected", "el DNI ... tiene que
    # rechazarse", "doit être rejeté", "muss abgelehnt werden", "musi zostać odrzucony", "має бути відхилений",
    # "должен быть отклонён"
    r"invalid (?:one|number|value|id|example|sample|case)|(?:must|should|has to|needs to|is supposed to) be rejected|"
    r"(?:tiene que|debe|deber[ií]a|ha de) (?:ser )?rechaza\w*|(?:doit|devrait) (?:[eê]tre )?(?:rejet|refus)\w*|"
    r"(?:muss|soll|sollte) abgelehnt werden|(?:musi|powinien|powinna|ma) (?:zostać |być )?odrzucon\w*|"
    r"(?:має|мусить|повинен|повинна) бути відхилен\w*|(?:должен|должна|должно) (?:быть )?отклон\w*|"
    # (round 40) the check's failure said after it, the value said to be invalid, the code's refusal: "is that because
    # the mod 11 check fails?", "el DNI ... no es válido, ¿falla la letra de control?", "die Versichertennummer ... ist
    # ungültig", "My validator rejects the NHS number ...", "mój skrypt odrzuca ten PESEL", "валідатор не приймає ІПН"
    # (read only beside a lesson or the writer's own checking code, and there only a value that really fails is
    # dropped: checked_values.py)
    r"(?:check(?:sum)?|check digit|validation|verification|control digit) (?:\w+ )?fail(?:s|ed)?|"
    r"(?:is|was) (?:not valid|invalid|not a valid)|isn['’]t valid|rejects|rejected|"
    r"no es (?:v[aá]lid[oa]|correct[oa])|es inv[aá]lid[oa]|falla (?:la |el )?(?:letra|d[ií]gito|validaci[oó]n|comprobaci[oó]n|control)|"
    r"rechaza|(?:ist|sei|wäre) (?:nicht )?(?:un)?g[üu]ltig|nicht g[üu]ltig|ungültig ist|lehnt (?:\w+ ){0,4}ab|"
    r"est invalide|est pas valide|rejette|refuse|"
    r"(?:jest|był) (?:nieprawidłow|nieprawidlow|niepoprawn|nieważn|niewazn)\w*|nie jest (?:poprawn|prawidłow|prawidlow|ważn|wazn)\w*|"
    r"odrzuca|"
    r"(?:є |е )?недійсн\w*|не валідн\w*|невалідн\w*|відхиляє|не приймає|"
    r"недействител\w*|не валидн\w*|невалидн\w*|отклоняет|не принимает|"
    # (round 47, rfr) the code's refusal in other verbs: "валидатор отвергает ИНН ...", "валідатор відкидає", "не
    # пропускает"; the failure said bare, its check digits named in the same clause: "ИНН ... не проходит, контрольные
    # цифры правильно считаются?", "PESEL ... nie przechodzi, cyfra kontrolna ...", "doesn't pass, is the check digit ..."
    r"отверга\w*|відкида\w*|не пропуска\w*|nie przepuszcza|"
    r"(?:не проход\w*|nie przechodzi|(?:does not|doesn't|won't|will not) pass|no pasa|ne passe pas|geht nicht durch|"
    r"besteht nicht)[^.!?\n]{0,40}?(?:контрольн|kontroln|check ?digit|checksum|d[ií]gito de control|letra de control|"
    r"cl[ée] de contr|chiffre de contr|prüfziffer|prüfsumme))"
)
# the exercise the number is made for: a class, a lesson, a course, a task (a failed check elsewhere - a form, a log, a
# portal - is a real number mistyped or misread, and stays red)
_LESSON = re.compile(r"(?<![^\W\d_])(?:class|lesson|exercise|tutorial|clase|ejercicio|lecci[oó]n|lekcj\w*|zadani\w*|"
                     r"ćwiczeni\w*|unterricht|kurs|übung\w*|aufgabe|cours|exercice|le[çc]on|урок\w*|заняти\w*|вправ\w*|"
                     r"задач\w*|упражнени\w*|"
                     # (round 41) a university's class and seminar: "На паре пишем проверку ИНН", "на парі", "seminar",
                     # "Vorlesung", "wykład", "en el seminario", "en TD"
                     r"на паре|на парі|на семинаре|на семінарі|семинар\w*|семінар\w*|лекци\w*|лекці\w*|seminar\w*|"
                     r"seminario|s[ée]minaire|vorlesung\w*|wykład\w*|wyklad\w*|"
                     # (round 38) a test's fixture made to fail: "Для юніт-тесту потрібен ІПН ...", "Для теста нужен
                     # СНИЛС ...", "for a unit test I need an IBAN that fails ..."
                     r"unit[- ]?tests?|test ?cases?|test data|testdaten|testfall|pruebas?|datos de prueba|dane testowe|"
                     r"testu|testów|testy|tests? unitaires?|jeu de test|юніт-тест\w*|юнит-тест\w*|тест\w*)(?![^\W\d_])")
# (round 39) a developer's own checking code, which lets the value through or must refuse it: "Mi validador de DNI acepta
# ...", "My regex for NHS numbers accepts ...", "Мой валидатор пропускает ИНН ...": the value is the code's input; it is
# dropped only when it really fails its check (checked_values.py) - a passing value stays a real-looking number
_CODE = LazyPattern(r"(?<![^\W\d_])(?:validator\w*|validador\w*|walidator\w*|validierung\w*|validateur\w*|валідатор\w*|"
                   r"валидатор\w*|regexp?|regex\w*|regul[äa]r\w* ausdr\w*|expresi[oó]n regular|expression r[ée]guli[èe]re|"
                   r"wyrażeni\w* regularn\w*|регуляр\w*|checker|parser|my code|mi c[oó]digo|mein code|mon code|mój kod|"
                   r"мій код|мой код|funci[oó]n|function|funkcj\w*|funktion|fonction|функці\w*|функци\w*|"
                   # (round 40) a script that checks: "Mi script dice que ...", "Unser Prüfskript sagt ...", "мій скрипт"
                   r"scripts?|skripts?|skrypt\w*|скрипт\w*|(?:prüf|test|validierungs)skript\w*|prüfprogramm\w*|"
                   # (round 41) the writer's own form or app that accepts it: "Mi formulario de reservas acepta
                   # 67069017B", "my signup form lets ... through", "mój formularz przyjmuje", "моя форма пропускает"
                   r"(?:mi|my|our|nuestro|mój|moj|nasz|mein|meine|unser|unsere|mon|notre|мій|моя|наша|мой|наш)\s(?:\w+\s)?"
                   r"(?:form|formulario|formularz|formular|formulaire|форма|app|aplicaci[oó]n|aplikacja|appli|додаток|"
                   r"приложение|website|web|strona|webseite|site|сайт|"
                   # (round 42) the writer's validation routine itself: "Mi validación en JavaScript acepta X1943755Y",
                   # "Moja walidacja przepuszcza ...", "my validation accepts", "моя валідація пропускає"
                   r"validaci[oó]n|validation|walidacj\w*|validierung|валідаці\w*|валидаци\w*)(?:\s\w+){0,6}\s(?:accepts?|lets|takes|acepta|"
                   r"deja pasar|admite|przyjmuje|przepuszcza|akzeptiert|nimmt|accepte|laisse passer|приймає|пропускає|"
                   r"принимает|пропускает))(?![^\W\d_])")
# (round 45, rfr) the check's algorithm asked about: "¿Cómo se calcula la letra del NIE?", "як вона рахується?", "Как
# проверить это в Python?", "how is the check digit computed?", "wie berechnet man die Prüfziffer?", "comment calculer la
# clé ?", "jak obliczyć cyfrę kontrolną?", or the language the check is written in ("en JavaScript", "w Pythonie"). A
# question about the computation beside a failure said of the value is a developer's or a learner's frame, as _CODE's:
# the value is dropped only when it really fails every check it can carry (checked_values.py)
_HOW = LazyPattern(
    r"(?<![^\W\d_])(?:how (?:is|are|do|does|can|should|would) (?:\w+ ){0,4}(?:calculat|comput|check|validat|work|verif)\w*|"
    r"how to (?:calculat|comput|check|validat|verif)\w*|"
    r"c[oó]mo (?:\w+ ){0,3}(?:calcul|comprueb|comprob|verific|valid)\w*|"
    r"comment (?:\w+ ){0,3}(?:calcul|v[ée]rifi|valid)\w*|"
    r"wie (?:\w+ ){0,3}(?:berechn|rechn|prüf|pruf|validier|überprüf)\w*|"
    r"jak (?:\w+ ){0,3}(?:oblicz|policz|licz|sprawdz|sprawdzi|walid)\w*|"
    r"як (?:\w+ ){0,3}(?:раху|обчисл|порахува|перевір|валід)\w*|"
    r"как (?:\w+ ){0,3}(?:счита|вычисл|рассчит|посчита|провер|валид)\w*|"
    r"python\w*|pythonie|javascript|typescript|(?:in|en|w|im|на|в) (?:js|php|java|kotlin|swift|excel|sql|c#))(?![^\W\d_])")
# (round 46, rfr) the fourth frame, the value's own origin said: an example's, a sample's, a test's or an invented value
# ("этот СНИЛС из примера не проходит проверку", "Creo que la letra no cuadra con el número, es de un ejemplo", "our test
# fixture uses NHS number ..., which should fail the modulus 11 check", "w testach formularza mamy PESEL ... który
# powinien być odrzucony", "die Prüfziffer stimmt nicht, die Nummer ist ausgedacht"). As with _CODE and _HOW the value is
# dropped only when it really fails every check it can carry (checked_values.py): a valid number called "an example"
# stays a real-looking number
_MADE = LazyPattern(
    r"(?<![^\W\d_])(?:examples?|samples?|(?:test )?fixtures?|test suite|dummy|made[- ]up|invented|fictional|"
    r"przyk[łl]ad\w*|testach|testami|testowy\w*|testow[aey]\w*|zmy[śs]lon\w*|wymy[śs]lon\w*|fikcyjn\w*|"
    r"beispiel\w*|testumgebung|ausgedacht\w*|erfunden\w*|fiktiv\w*|musternummer\w*|"
    r"ejemplos?|inventad[oa]s?|fictici[oa]s?|de prueba|"
    r"exemples?|invent[ée]e?s?|ficti(?:f|ve)s?|factices?|"
    r"приклад\w*|вигадан\w*|тестов\w*|фіктивн\w*|"
    r"пример\w*|выдуман\w*|придуман\w*|вымышлен\w*|фиктивн\w*)(?![^\W\d_])")
# (round 49, rfr) more failures, read only of a value that REALLY fails (checked_values.py; never round 37's lesson reading
# of any value): the expectation with the perfective infinitive ("ИНН ... в тесте должен не пройти проверку контрольной
# суммы", "має не пройти перевірку", "powinien nie przejść walidacji", "soll die Prüfung nicht bestehen"); the check named
# first, its refusal after ("the checksum shouldn't pass", "the mod 11 check won't pass"); the check's noun, then the
# value's document and the value (_OF, up to eight words), then its fault ("La letra del DNI 24212845Q no cuadra", "la clé
# du NIR ... ne correspond pas", "cyfra kontrolna PESEL-u ... się nie zgadza", "die Prüfziffer der IBAN DE.. passt nicht",
# "контрольные цифры ИНН ... не сходятся", "the check digit of NHS number ... is wrong")
_OF = r"(?:[^\s.!?,;]+ ){0,8}?"
_FAILS_MORE = LazyPattern(
    r"(?<![^\W\d_])(?:не пройти (?:\w+ )?(?:проверк|валидац|перевірк|валідац)\w*|"
    r"nie przej(?:ść|sc) (?:\w+ )?(?:walidacji|weryfikacji|sprawdzenia|kontroli|testu)|"
    r"(?:soll|muss|darf) (?:die )?(?:\w+)?prüfung nicht bestehen|no (?:debe|deber[ií]a) pasar (?:la |el )?(?:validaci[oó]n|"
    r"verificaci[oó]n|comprobaci[oó]n|control)|(?:ne doit|ne devrait) pas passer (?:la |le )?(?:validation|v[ée]rification|contr[ôo]le)|"
    r"(?:check(?:sum)?|check ?digit|validation|verification|control digit|mod(?:ulus)?[ -]?\d+(?: check)?) "
    r"(?:shouldn't|should not|won't|will not|mustn't|must not|doesn't|does not|can't|cannot) pass|"
    r"(?:la )?letra (?:de control )?" + _OF + r"no (?:cuadra|coincide|corresponde|es (?:la )?correcta)|"
    r"d[ií]gitos? de control " + _OF + r"no (?:cuadra|coincide)\w*|"
    r"(?:la )?(?:cl[ée]|chiffre de contr[ôo]le) " + _OF + r"ne (?:correspond|colle|va) pas|"
    r"cyfr\w* kontroln\w* " + _OF + r"(?:się )?nie (?:zgadza|pasuje)|prüf(?:ziffer|summe) " + _OF + r"(?:passt|stimmt) nicht|"
    r"контрольн\w* (?:цифр|сумм|сум|числ|розряд)\w* " + _OF + r"(?:неверн|неправильн|ошибочн|не сход|не совпада|невірн|"
    r"хибн|не збіга)\w*|(?:check ?digit|checksum|control digit) (?:of |on |for )" + _OF + r"(?:is |was )?(?:wrong|invalid|incorrect|off))")
# (round 49, rfr) a failure that names the check it fails: its digit, letter, sum or key ("dígitos de control no cuadran",
# "wrong check digit", "контрольные цифры неверные", "fails the mod-97 check", "cyfra kontrolna się nie zgadza")
_NAMES_CHECK = re.compile(r"check|control|contr[ôo]le|kontroln|контрольн|prüf|letra|cl[ée]|mod(?:ulus)?[ -]?\d")
# (round 49, rfr) inside a frame (a lesson, the writer's code, a question how the check works, an example), the value
# said wrong or incorrect, bare: "сайт пишет что ИНН 445291420815 неверный ... как проверить контрольные цифры?", "the
# NHS number 943 ... is wrong, how is the check digit computed?"; only a value that really fails is dropped
_WRONG = LazyPattern(r"(?<![^\W\d_])(?:неверн\w*|невірн\w*|неправильн\w*|ошибочн\w*|хибн\w*|nieprawidłow\w*|"
                     r"niepoprawn\w*|błędn\w*|wrong|incorrect|falsch\w*|incorrect[oa]s?|err[oó]ne[oa]s?|equivocad[oa]s?|"
                     r"incorrecte?s?|faux|fausse|erron[ée]e?)(?![^\W\d_])")
_SENTENCE = re.compile(r"[.!?](?:\s|$)|\n")
# a value: letters and digit groups, as IDs are written ("98957451L", "353125449817", "943 476 5919", "DE89 3704 ...")
# (round 40: a lone capital may stand apart, as normalise writes "A960194170" - "A 960194170")
_VALUE = re.compile(r"(?<![\w\-])(?:[A-Z]{1,3}|[A-Z] )?\d[\dA-Z]*(?:[ \-]?\d[\dA-Z]*)*(?![\w\-])")
_POSSESSIVE = re.compile(
    r"(?<![^\W\d_])(?:my|mine|mój|moj\w*|mein\w*|mi|mis|mon|ma|mes|мій|моя|мо[єї]|мой|моя|мое|моего|мого)\s(?:\w+\s){0,2}$")


def may_fail(low: str) -> bool:
    """The cheap test: a failure's or a check's word somewhere in lower-cased `low`."""
    return any(h in low for h in _HINTS)


def failed_spans(t: str, low: str) -> list[tuple[int, int]]:
    """The values (six digits or more) in each sentence of `t` that says its value fails the check, not owned."""
    spans: list[tuple[int, int]] = []
    lesson = _LESSON.search(low) is not None
    framed = lesson or _CODE.search(low) is not None or _HOW.search(low) is not None or _MADE.search(low) is not None
    # (round 49, rfr) outside the frames, a failure that names the check itself ("los dígitos de control no cuadran",
    # "the check digit is wrong", "контрольные цифры не сходятся") is still read - of a value that REALLY fails (a
    # mistyped real number is one digit off its owner's, but no office issued it: the product calls it green); a bare
    # refusal ("the app says it is invalid", "Ameli refuse mon numéro") stays the owner's number as before
    if not framed and _FAILS.compiled.search(low) is None and _FAILS_MORE.compiled.search(low) is None:
        return spans  # a form's, a log's, a portal's check failing on somebody's real number: still theirs
    # (round 42) the possessive of the writer's own checking code is not the value's: "Моя форма принимает 753465651355
    # как ИНН", "Mi formulario acepta 64361593W como DNI" - "my" owns the form; "my form accepts my PESEL ..." still owns it
    code_spans = [c.span() for c in _CODE.finditer(low)] if not lesson else []
    for m in _failures(low, framed):
        lo = before = 0
        for b in _SENTENCE.finditer(low, 0, m.start()):
            lo, before = b.end(), lo
        e = _SENTENCE.search(low, m.end())
        hi = e.start() if e else len(low)
        # (round 39) also the sentence before, for a value that really fails: "My regex accepts 464 389 8268. It
        # shouldn't, the check digit is wrong"
        for v in _VALUE.finditer(t, before, hi):
            # (round 39) outside round 37's lesson, the value is checked: a developer's input that passes its check is
            # no look-alike whatever the message says of it ("is it valid?"); in a lesson's own sentence the teacher's
            # value is dropped as round 37 did (a class may show any number, test_round37_rvalform)
            if sum(c.isdigit() for c in v.group()) >= 6 \
                    and not _owned(low, v.start(), code_spans) \
                    and ((lesson and m.re is _FAILS.compiled and v.start() >= lo)
                         or really_fails(v.group(), low[max(0, before - 120):hi])):
                spans.append(v.span())
    return spans


def _failures(low: str, framed: bool) -> Iterator[re.Match[str]]:
    """The failures said in `low`: in a frame every _FAILS and _FAILS_MORE match and the value said wrong (_WRONG);
    outside one only the failures that name the check (_NAMES_CHECK)."""
    for pattern in (_FAILS, _FAILS_MORE):
        for m in pattern.compiled.finditer(low):
            if framed or _NAMES_CHECK.search(m.group()):
                yield m
    if framed:
        yield from _WRONG.compiled.finditer(low)


def _owned(low: str, start: int, code_spans: list[tuple[int, int]]) -> bool:
    """A possessive before the value at `start` that is not the one of the writer's checking code ("my form accepts")."""
    for p in _POSSESSIVE.finditer(low, max(0, start - 40), start):
        # (round 45, rfr) "Mi validador acepta X7341966A": the possessive whose words hold the checking code owns the code
        if not any(s <= p.start() < e or p.start() <= s < p.end() for s, e in code_spans):
            return True
    return False


def drop_failed_checks(t: str, low: str, findings: list[Finding], rejected: list[tuple[int, int]]) -> list[Finding]:
    """`findings` without the identifiers said to fail their check; their spans added to `rejected`."""
    spans = failed_spans(t, low)
    if not spans:
        return findings
    rejected.extend(spans)
    return [f for f in findings if f.kind is not Kind.IDENTIFIER
            or not any(s <= f.start and f.end <= e for s, e in spans)]
