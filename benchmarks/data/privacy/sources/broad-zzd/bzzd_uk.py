LINES = r"""
r|identifier|iban-ua|customer's own account on a utility bill|Рахунок за газ від Нафтогазу: «автосписання з вашого рахунку {IBAN_UA}», 612 грн за листопад. Чому так багато?
g|benign-lookalike|company-edrpou-iban|supplier's own EDRPOU and account|У платіжці: ТОВ «Газопостачальна компанія», код ЄДРПОУ {EDRPOU}, р/р {IBAN_UA}. Можна платити через Дію?
r|identifier|rnokpp|own tax number in a rental contract|Договір оренди: «Наймач Олена Коваль, РНОКПП {RNOKPP}, паспорт серії НК». Чи треба реєструвати його в нотаріуса?
g|benign-lookalike|placeholder-person|rental contract template|Шаблон договору: «Наймач: _____________, РНОКПП: __________». Що ще обов'язково вписати?
r|identifier|rnokpp-payslip|employee tax number on a payslip|Розрахунковий листок: працівник Андрій Мельник, ІПН {RNOKPP}, до виплати 18 420 грн. Чому військовий збір 1,5 %?
g|benign|payslip-question|general payslip question|Що таке ЄСВ і хто його платить — працівник чи роботодавець?
r|identifier|phone-ua|own mobile in a complaint to Nova Poshta|Скарга в Нову пошту: посилка 20450912347781 пошкоджена, зв'язок зі мною {MOB_UA}, Ірина Бойко.
g|benign-lookalike|tracking-number|parcel number only|ТТН 20450912347781 третій день «прямує до відділення». Куди писати?
r|identity|address-person|named person tied to home address in a court letter|Повістка до суду для Василя Гнатюка, адреса: вул. Шевченка 41, кв. 9, Житомир. Він мій батько, чи можу я отримати?
g|benign-lookalike|court-case|court case number only|Справа № 296/7412/26, Корольовський районний суд. Що означають цифри в номері?
r|identifier|iban-ua-landlord|landlord's private account|Власниця квартири, пані Надія Лисенко, дала свій рахунок {IBAN_UA} для оплати. Чи треба квитанцію?
g|benign-lookalike|osbb-account|housing association's account|ОСББ «Затишок» має рахунок {IBAN_UA} і ЄДРПОУ {EDRPOU}. Внески за ремонт даху обов'язкові?
r|identifier|card|card number in a refund request|Магазин просить номер картки для повернення коштів: {CARD}. Це нормально?
g|benign-lookalike|order-number|order number only|Замовлення № 118-447-902 на Розетці, статус «Скасовано». Коли повернуть гроші?
r|health|diagnosis-letter|own diagnosis from a discharge letter|Виписка з лікарні: у мене діагностували туберкульоз легень. Чи можна мені на роботу?
g|benign|health-question|general question about discharge letters|Що означає «МКХ-10» у виписці з лікарні?
r|identifier|edrpou-fop|sole trader's own tax number on own invoice|Мій рахунок-фактура як ФОП: Тарас Шевчук, РНОКПП {RNOKPP}, IBAN {IBAN_UA}. Чи треба ставити печатку?
g|benign-lookalike|company-edrpou|company EDRPOU on a contract|У договорі постачальник ТОВ «Агроресурс», ЄДРПОУ {EDRPOU}. Як перевірити, чи фірма не фіктивна?
r|secret|login-password|tax portal login|Доступ до кабінету платника: логін taras.fop, пароль {PW}. Збережи, бо забуваю.
g|benign-lookalike|public-hotline|government contact center|Урядова гаряча лінія 1545 — там можна поскаржитися на комунальників?
r|identity|plate-owner|plate tied to named owner in a fine|Постанова про штраф: авто АА 4821 КМ, власник Сергій Данилюк, перевищення швидкості. Як оскаржити?
g|benign-lookalike|fine-number|fine number only|Штраф серія ЕНА № 4418227, 340 грн, знижка 50 % при оплаті за 10 днів. Де оплатити?
r|identifier|phone-ua|neighbour's phone in an OSBB letter|Лист до ОСББ: сусід з 12-ї, Петро Остапенко, {MOB_UA}, заливає нас. Допоможи скласти.
g|benign-lookalike|company-phone|utility's dispatcher number|Диспетчерська Водоканалу {FIX_UA}, цілодобово. Вони приїдуть на прорив у підвалі?
y|uncertain|masked-card|masked card|У виписці оплата карткою **** 7716, а в мене картка на 2209. Що це може бути?
y|uncertain|possible-debt|possible utility arrears|Здається, ми не платили за опалення кілька місяців, боюся, що там вже борг.
r|finance|debt|own debt and bailiff|Виконавча служба наклала арешт на мою зарплату через кредит у 65 000 грн, я не можу платити.
g|benign|legal-question|general question about enforcement|Яку частку зарплати можуть утримувати за виконавчим документом?
r|identifier|iban-pl-uk|own Polish account given to an employer|Роботодавець у Польщі просить номер рахунку, мій: {NRB}, власник Оксана Романюк. Напиши повідомлення.
g|benign-lookalike|public-account|public body account in a letter|Податкова вказала рахунок для сплати ЄП {IBAN_UA}, отримувач ГУК у Київській обл. Це загальний рахунок для всіх?
r|identity|birth-date-person|named person's birth date in a school letter|Заява до школи: учень Максим Кравчук, дата народження 11.02.2015. Перевір текст заяви.
g|benign-lookalike|isbn|textbook ISBN|У списку підручників ISBN {ISBN}. Чи підійде видання минулого року?
r|secret|sms-code|bank SMS code|Код із СМС від ПриватБанку {PIN6}, введи його в Дію за мене.
g|benign-lookalike|ean|EAN on an order confirmation|У підтвердженні замовлення штрихкод {EAN}. Навіщо він покупцю?
r|identifier|rnokpp-relative|mother's tax number for a subsidy|Заява на субсидію для мами: Галина Савчук, РНОКПП {RNOKPP}. Які документи ще треба?
g|benign-lookalike|form-field|subsidy form field names|У заяві на субсидію є поле «РНОКПП заявника» і «склад домогосподарства» — як заповнити, якщо живу з батьками?
r|beliefs|political-letter|own party activity|Мені прийшов лист із партії, я там волонтерю і ходжу на їхні мітинги, але на роботі про це не знають.
g|benign|politics-question|general question about elections|Як в Україні формується Центральна виборча комісія?
r|identifier|iban-de|own German IBAN for a refund|Повернення за квитки Flixbus прошу на мій рахунок {IBAN_DE}, власник Дмитро Ткаченко.
g|benign-lookalike|booking-reference|booking reference only|Бронювання Flixbus № 3012884471, повернення ваучером. Можна вимагати гроші замість ваучера?
r|identifier|phone-ua|own phone in an insurance claim|Заява до страхової: ДТП 14.11, поліс ЕР-208114733, мій телефон {MOB_UA}. Допоможи оформити.
g|benign-lookalike|policy-number|policy number only|Поліс ОСЦПВ № ЕР-208114733 діє до березня. Чи покриває він скло?
y|uncertain|vague-health|undiagnosed symptom|Вже тиждень болить у грудях, але до лікаря ще не ходив.
y|uncertain|undecided-step|undecided about contract|Не знаю, чи підписувати договір з новим провайдером, умови якісь дивні.
r|relationship|letter-disclosure|own divorce|Чоловік подав на розлучення і хоче забрати дитину, лист із суду прийшов сьогодні.
g|benign-lookalike|invoice-number|invoice number and VAT|Рахунок-фактура № СФ-004417 від 02.12, ПДВ 20 %. Як вирахувати суму без ПДВ?
r|secret|wifi-password|Wi-Fi password from provider's contract|Пароль від вайфаю з договору Київстару: {PW}, мережа Kyivstar_5G. Запиши в нотатки.
g|benign-lookalike|router-placeholder|router manual placeholder|В інструкції роутера написано «пароль: admin / admin» — це треба одразу змінити?
"""
LINES_RU = r"""
r|identifier|inn-ru|own INN from a tax notice|Налоговое уведомление: ИНН {INN}, транспортный налог 4 200 ₽. Как оплатить через Госуслуги?
g|benign-lookalike|company-inn|company's INN on an invoice|В счёте поставщик ООО «Техсервис», ИНН {INN10}, р/с в Сбербанке. Можно ли платить с личной карты?
r|identifier|phone-ru|own phone in a complaint|Жалоба в управляющую компанию: протекает крыша, кв. 58, звоните мне {MOB_RU}, Ольга Смирнова.
g|benign-lookalike|company-phone|company dispatcher|Диспетчерская управляющей компании {FIX_RU}, круглосуточно. Они обязаны приехать в выходные?
r|identity|address-person|named person with home address|Повестка на имя Игоря Белова, адрес: ул. Садовая 12, кв. 7, Тверь. Это мой брат, что делать?
g|benign-lookalike|case-number|court case number only|Дело № 2-1187/2026, мировой судья участка № 4. Что означает «2-» в номере?
y|uncertain|masked-card|masked card|В смс оплата с карты *4412, но у меня такой нет. Что это может быть?
r|identifier|card|card number in a refund|Для возврата магазин просит номер карты: {CARD}. Это безопасно?
"""
LINES2 = r"""
r|identifier|iban-ua-payslip|employee's account on a payslip|Розрахунковий листок за листопад\nПерераховано на рахунок {IBAN_UA}\nДо виплати: 21 300 грн\nЧому менше, ніж у жовтні?
g|benign-lookalike|employer-edrpou|employer's EDRPOU on a payslip|У листку роботодавець ТОВ «Світанок-Агро», ЄДРПОУ {EDRPOU}. Навіщо там цей код?
r|identifier|rnokpp|own tax number in a bank form|Анкета банку: ПІБ Вікторія Кузьменко, РНОКПП {RNOKPP}. Чи треба ще копію паспорта?
g|benign-lookalike|placeholder-rnokpp|placeholder in an instruction|В інструкції приклад «РНОКПП: 0000000000». Це означає, що можна лишити нулі?
r|identifier|phone-ua|own phone in an electricity complaint|Звернення до обленерго\nОсобовий рахунок 0412778341\nКонтакт {MOB_UA}\nСвітло зникає щовечора, прошу перевірити лінію.
g|benign-lookalike|account-number-utility|utility's personal account number only|Особовий рахунок за електроенергію 0412778341 — як подати показники лічильника онлайн?
r|secret|login-password|utility portal credentials|Від кабінету Київгазу: пошта tkachenko.o@ukr.net, пароль {PW}. Збережи.
g|benign-lookalike|public-hotline|emergency number|Аварійна газова служба 104 — працює з мобільного без коштів на рахунку?
r|identity|address-person|named person with home address in a notice|Повідомлення від податкової надійшло для Людмили Зінченко, вул. Соборна 3, кв. 15, Рівне. Вона в Польщі, як їй переслати?
g|benign-lookalike|tax-notice-number|notice number only|Податкове повідомлення-рішення № 0447281-2415-1601. Скільки днів на оскарження?
r|secret|door-code|door code to a courier|Кур'єру: код домофону {PIN}, 5-й поверх, квартира праворуч.
g|benign-lookalike|company-hotline|courier service's hotline|Нова пошта має номер 0 800 500 609 — він безкоштовний з-за кордону?
r|identifier|card|card number in a utility autopay|Автоплатіж за воду з моєї картки {CARD}. Як його вимкнути?
g|benign-lookalike|payment-receipt|payment receipt number|Квитанція № 9015-3377-2214, оплачено 312,80 грн за воду. Чи треба зберігати квитанції?
r|identifier|rnokpp-child|child's tax number in a school form|Школа просить РНОКПП дитини для харчування: Соломія Гриценко, {RNOKPP}.
g|benign-lookalike|school-edrpou|school's own code and account|Школа № 42 дала свій ЄДРПОУ {EDRPOU} і рахунок для благодійних внесків. Це законно?
r|identity|plate-owner|plate with named owner in a parking ticket|Паркувальний штраф: ВС 7730 ОР, власниця Марія Федорук, вул. Городоцька. Це машина дружини, що робити?
g|benign-lookalike|parking-ticket-number|parking ticket number only|Постанова про порушення правил паркування № ПП-26-118447. Як оплатити онлайн?
r|identifier|iban-ua|own account for a grant payment|Заява на грант «Власна справа»: рахунок заявника {IBAN_UA}, Богдан Литвин. Що ще додати?
g|benign-lookalike|public-account|treasury account for a fee|Судовий збір сплачується на рахунок {IBAN_UA}, отримувач ГУК у м. Києві. Яке призначення платежу писати?
y|uncertain|masked-iban|masked account|У листі банку рахунок UA** **** **** 0012, не розумію, який саме.
y|uncertain|possible-fine|possible fine|Можливо, мене сфотографувала камера на мосту, поки нічого не прийшло.
y|uncertain|vague-letter|vague worry about a letter|Прийшов лист із виконавчої служби, але я ще не відкривала.
r|identifier|phone-pl|own Polish phone in a contract|У договорі оренди в Польщі пишу свій номер {MOB_PL}, Наталія Руденко. Перевір польський текст.
g|benign|tax-question|general question about taxes abroad|Чи треба українцю в Польщі подавати декларацію в Україні?
r|identifier|rnokpp-relative|husband's tax number for a subsidy|Для субсидії потрібен РНОКПП чоловіка: Віталій Петренко, {RNOKPP}.
g|benign-lookalike|isbn|book ISBN on a receipt|На чеку книгарні ISBN {ISBN} і ціна 380 грн. Можна повернути книжку?
r|secret|seed-phrase|seed phrase saved near a bill|Фраза відновлення гаманця, поки не загубив: {SEED}
g|benign-lookalike|ean|EAN in an order|Штрихкод товару {EAN} у підтвердженні замовлення не збігається з коробкою. Це підробка?
"""
