# pass 1 (already applied to texts_*.txt)
import glob
ADD = {
 'Мне 34, в ноябре': ' Ещё вопрос: нужно ли сообщать об этом при медосмотре для водительских прав в феврале?',
 'Я ФОП третьої групи': ' Термін відповіді — 10 робочих днів від 28 листопада, а я з 5 грудня у відрядженні в Дніпрі.',
 'Сусід зверху останні': ' Живу в цьому будинку шість років, раніше з ним проблем не було, віталися в ліфті. Може, варто спершу поговорити з головою ОСББ?',
 'Ein Lieferant, die Nordlicht': ' Unser Einkauf hat bisher nur Einzelbestellungen gemacht, etwa 9.000 Kartons im Monat, und die Rechtsabteilung ist bis Januar ausgelastet.',
 'Уже близько трьох тижнів': ' Температури немає, апетит нормальний, але боюся, що це жовчний міхур, як у мами.',
 'Пока не знаю, насколько': ' Муж говорит, что я накручиваю себя, но я хочу иметь план на случай, если сокращение затронет и его отдел.',
 'Ticket für die IT: Seit': ' Betroffen sind laut Monitoring etwa 140 Nutzer pro Tag, vor allem im Werk Ulm, und das Problem tritt nur bei Dateien über 50 MB auf. Ein Rollback auf 2.17.4 wäre möglich.',
 'Нужна претензия в интернет-магазин': ' Срок ответа на прошлое обращение в чате, номер 44017, уже истёк, а курьерская служба отсылает меня обратно к продавцу.',
 'Unser Slack-Bot postet': ' Der Bot läuft als Docker-Container (Image-Tag 1.9.2) auf unserem kleinen Server, und vorher hat alles drei Monate lang funktioniert. Muss ich den Bot neu einladen?',
 'Mi mapa no carga': ' La clave la creé el 20 de noviembre en un proyecto nuevo y la factura de noviembre fue de 0 euros, así que no creo que sea por el límite de cuota.',
 "Роблю пам'ятку для під'їзду": ' У нас у будинку багато літніх людей, тож шрифт має бути великий, а пам\'ятку повісимо біля ліфта і біля поштових скриньок на першому поверсі.',
 'Список для шкільної бібліотеки': ' Видавництво дає знижку 10 % на замовлення від 30 примірників, тож, можливо, варто взяти обидві книжки разом. Доставка Новою поштою за рахунок школи.',
 'Я ще нічого не вирішила. Нам': ' Чоловік уже готовий, а я вагаюся, бо не знаю польської і не уявляю, де працюватиму.',
 'Чому в мене не працює пуш': ' Раніше пуш працював через SSH-ключ, але адміністратор попросив перейти на HTTPS. Версія git 2.43, раннер на Ubuntu 22.04.',
 'Звіт про помилку: застосунок': ' На Android 13 і 14 проблема відтворюється завжди, на iOS жодного разу. Попередня версія 6.0.8 працювала нормально два місяці.',
 'Ticket interne : le script': ' Le même script fonctionne sur le poste de Karim, et rien n\'a changé dans la politique IAM depuis octobre selon le prestataire.',
 'Поки що ми все оплачуємо': ' Чоловік працює на тій самій фірмі, тож ризик подвійний.',
 'Meine Node-Anwendung zum': ' Das Ganze läuft seit März stabil, etwa 3.000 Webhooks am Tag.',
 "Rapport d'incident : depuis": ' Environ 60 postes sont touchés sur les sites de Nancy et Metz.',
 'Скарга до інтернет-магазину': ' Магазин відповідає, що відповідальність на перевізнику, а перевізник каже звертатися до магазину. Хочу вимагати повернення коштів за законом про захист прав споживачів.',
 'У застосунку банку бачу': ' Раніше такого не було, а ліміт на картці 20 000 гривень. Банк пропонує одразу перевипустити картку, але тоді зміниться номер і треба буде переналаштувати всі платежі.',
}
used=set()
for fn in glob.glob('texts_*.txt'):
    lines=open(fn,encoding='utf-8').read().split('\n')
    # entries: header index -> text lines
    idx=[i for i,l in enumerate(lines) if l.startswith('@ ')]+[len(lines)]
    for a,b in zip(idx,idx[1:]):
        first=lines[a+1] if a+1<len(lines) else ''
        for k,v in ADD.items():
            if first.startswith(k):
                j=b-1
                while not lines[j].strip(): j-=1
                lines[j]=lines[j].rstrip()+v
                used.add(k)
    open(fn,'w',encoding='utf-8').write('\n'.join(lines))
print(set(ADD)-used)


# pass 2 (already applied)
import glob
ADD = {
 'Завантажила образ Ubuntu': ' Флешку на 16 ГБ хочу записати через Rufus 4.5.',
 'Синові 6 років, останні': ' Ще він став гірше спати і просить залишати світло в коридорі.',
 'Прийшов лист з податкової, що': ' Лист надійшов 28 листопада, на відповідь дають 20 днів.',
 'Тато (71 рік) останнім': ' Мама каже, що я перебільшую, а брат живе в Ірландії і бачить тата лише по відео.',
}
used=set()
for fn in glob.glob('texts_*.txt'):
    lines=open(fn,encoding='utf-8').read().split('\n')
    idx=[i for i,l in enumerate(lines) if l.startswith('@ ')]+[len(lines)]
    for a,b in zip(idx,idx[1:]):
        first=lines[a+1] if a+1<len(lines) else ''
        for k,v in ADD.items():
            if first.startswith(k):
                j=b-1
                while not lines[j].strip(): j-=1
                lines[j]=lines[j].rstrip()+v
                used.add(k)
    open(fn,'w',encoding='utf-8').write('\n'.join(lines))
print(set(ADD)-used)
