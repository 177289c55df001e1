"""One-off edit (kept for audit): insert a hand-written context sentence after the first sentence of
some short green/yellow lines so that green/yellow lines are about as long as red ones."""
import re
ADD = {
 ('es', 'unknown-number'): 'Ya van once llamadas esta semana y siempre con el mismo prefijo.',
 ('es', 'pets'): 'Es un perro muy cariñoso y en la calle se porta de maravilla, el problema es solo en casa.',
 ('es', 'learning'): 'El examen es en junio y estudio por las noches después de trabajar.',
 ('es', 'books'): 'Lo leí en una semana de vacaciones y me dejó con ganas de más.',
 ('es', 'home'): 'Hemos probado varios productos del súper y el moho vuelve a las dos semanas.',
 ('es', 'tech'): 'Lo uso a diario para trabajar y no quiero gastar si se puede arreglar.',
 ('es', 'story'): 'Es para la biblioteca del barrio, que organiza un concurso de cuentos.',
 ('es', 'finance-general'): 'He leído varios artículos y cada uno dice una cosa distinta.',
 ('fr', 'finance-general'): "Mon beau-frère m'a expliqué, mais je n'ai rien retenu.",
 ('fr', 'learning'): "Je pars à Turin pour le travail dans six mois et j'aimerais me débrouiller.",
 ('fr', 'books'): "Je l'ai relu deux fois et j'ai envie de retrouver cette ambiance.",
 ('fr', 'home'): "Le technicien doit passer seulement en février et je préfère savoir à quoi m'attendre.",
 ('fr', 'tech'): "Il a deux ans et la batterie tenait très bien jusqu'ici.",
 ('fr', 'story'): "C'est pour un concours organisé par la médiathèque de ma ville.",
 ('fr', 'career'): "J'aime beaucoup accompagner les stagiaires et on me dit que j'explique bien.",
 ('ru', 'cooking'): 'Мама всегда пекла его сама, и в этом году я хочу её удивить.',
 ('ru', 'travel'): 'Младшему пять лет, старшей двенадцать, и оба плохо переносят дорогу.',
 ('ru', 'coding'): 'Файл приходит раз в сутки от партнёров, и на сервере всего 2 ГБ оперативки.',
 ('ru', 'garden'): 'Сорт самоопыляемый, высаживала рассадой в начале мая.',
 ('ru', 'company-inn'): 'Сумма довольно крупная, поставщик новый, и мне важно не ошибиться.',
 ('ru', 'tracking'): 'Внутри подарок ко дню рождения сына, поэтому я немного нервничаю.',
 ('ru', 'isbn'): 'Это роман для внеклассного чтения, и дети будут разбирать его по главам.',
 ('ru', 'hotline'): 'Памятку раздадут на собрании, поэтому хочется уместить всё на одной странице.',
 ('uk', 'travel'): 'Торік ми були в Яремчі, і дітям найбільше сподобалися водоспади.',
 ('uk', 'coding'): 'Сервіс написаний на Express, а кеш — звичайний об’єкт у пам’яті.',
 ('uk', 'garden'): 'Поливаю регулярно, а підживлюю лише навесні.',
 ('uk', 'writing'): 'Весілля невелике, гостей буде близько сорока.',
 ('uk', 'diy'): 'Кімната невелика, близько дванадцяти квадратних метрів.',
 ('uk', 'finance-general'): 'Про них зараз багато говорять, але пояснюють занадто складно.',
 ('uk', 'pets'): 'Вона молода, років два, волонтери казали, що дуже лагідна.',
 ('uk', 'learning'): 'На роботі всі говорять польською, а я поки відповідаю англійською.',
 ('uk', 'work'): 'Залишилося доробити приблизно третину функцій.',
 ('uk', 'books'): 'Читаю переважно ввечері, тому хочеться чогось не надто важкого.',
 ('uk', 'home'): 'Квартира в старому будинку, і вікна у ванній немає.',
 ('uk', 'sport'): 'Живу біля парку, тож місце для пробіжок є.',
 ('uk', 'event'): 'Батьки готові допомогти, але хтось має все координувати.',
 ('uk', 'tech'): 'Я вже видалила зайві програми, але це майже не допомогло.',
 ('uk', 'story'): 'Син засинає тільки під казки, і я вигадую нові щовечора.',
 ('uk', 'company-edrpou'): 'Ми вперше працюємо з цим постачальником, а сума чимала.',
 ('uk', 'tracking'): 'У посилці документи, які мені потрібні до п’ятниці.',
 ('uk', 'isbn'): 'Донька в сьомому класі, і вчителька дуже вимоглива.',
 ('uk', 'public-office'): 'Я давно не був у Києві і боюся, що установа могла переїхати.',
 ('uk', 'music'): 'Бандура дісталася мені від бабусі й роками стояла в шафі.',
 ('uk', 'cooking-2'): 'Мама завжди пекла кілька пасок на всю родину, а тепер вона далеко.',
 ('uk', 'symptom'): 'Я багато працюю за ноутбуком, але раніше такого не було.',
 ('uk', 'unknown-number'): 'Це триває вже тиждень, зазвичай увечері.',
 ('uk', 'rumour'): 'Про це шепочуться в курилці вже другий тиждень.',
 ('uk', 'undecided'): 'Я тут уже три роки, маю хорошу роботу і друзів.',
 ('uk', 'drinking-doubt'): 'Раніше я пив лише на вихідних.',
 ('uk', 'partial-plate'): 'Подряпина довга, по всіх правих дверях.',
}
import sys
SENT = re.compile(r'^(.+?[.?!…»])\s+(.*)$', re.S)
for lang in ['es', 'fr', 'ru', 'uk']:
    fn = f'lines-{lang}.txt'
    out = []
    for raw in open(fn, encoding='utf-8'):
        if raw.startswith('#') or not raw.strip():
            out.append(raw); continue
        p = [x.strip() for x in raw.rstrip('\n').split('||', 4)]
        key = (lang, p[2])
        if key in ADD and p[0] != 'red' and ADD[key] not in p[4]:
            m = SENT.match(p[4])
            p[4] = m.group(1) + ' ' + ADD.pop(key) + ' ' + m.group(2)
            raw = ' || '.join(p) + '\n'
        out.append(raw)
    open(fn, 'w', encoding='utf-8').write(''.join(out))
print('unused', [k for k in ADD])
