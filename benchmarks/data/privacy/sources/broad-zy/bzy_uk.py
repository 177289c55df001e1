LINES = r"""
uk|id|rnokpp|own RNOKPP for the employer|Бухгалтерія просить мій РНОКПП: {rnokpp}. Напиши коротку відповідь, що надішлю копію довідки.
uk|id|rnokpp|son's tax number for a benefit|Для допомоги на дитину треба ідентифікаційний код сина — {rnokpp}, впиши його в заяву.
uk|id|iban-ua|salary card account|Зарплатний рахунок змінився: {iban_ua}. Склади заяву до відділу кадрів.
uk|id|iban-ua|own IBAN for a pension|Пенсійний фонд має перераховувати пенсію на {iban_ua:sp}, мамі так сказали у відділенні.
uk|id|phone-ua|own mobile for the clinic|Сімейний лікар має передзвонити на {phone_ua}, щоб виписати направлення.
uk|id|passport-ua|own ID card number|Номер мого ID-паспорта {d9}, запис в реєстрі {unzr} — як заповнити анкету на візу?
uk|sec|diia-login|Diia / bank login|Пароль від Приват24 {pw}, зайди і заплати штраф за мене.
uk|sec|e-prescription-code|e-prescription code|Код рецепта {rxua}, а код підтвердження {pin4} — мама піде в аптеку по інсулін.
uk|sec|sms-code|SMS code for the tax cabinet|Прийшов код {pin6} для входу в Електронний кабінет платника, введи його.
uk|idt|address-person|own name and address for a lawsuit|Я — Оксана Мельник, проживаю за адресою вул. Шевченка, 41, кв. 7, Житомир, 10014. Склади позов про стягнення зарплати.
uk|idt|birthdate-person|father's birth date|Мій батько Петро Коваль, 12.04.1952 р.н., потребує оформлення інвалідності.
uk|id|plate-owner|own plate on a fine|Прийшла постанова про штраф на {plate_uk}, це моя машина, але я її не паркувала там.
uk|id|card|card for a consular fee|Оплачую консульський збір карткою {card:sp}, термін 03/27.
uk|sec|door-code|clinic door code|Код на дверях службового входу поліклініки — {pin4}, скажи новій медсестрі.
uk|sec|wifi-password|office wifi|Пароль від вайфаю в податковій консультації, де я працюю: {pw}.
uk|sec|login-password|HR portal|Логін до кадрового порталу o.melnyk, пароль {pw} — вивантаж мені розрахунковий лист.
uk|id|phone-ua|colleague's private number|Особистий номер колеги Андрія {phone_ua:nat}, він на лікарняному, подзвони йому щодо звіту.
uk|idt|address-person|tenant address|Квартирант Ігор Бойко, вул. Липова, 3, кв. 15, Львів, не платить вже три місяці — допоможи з позовом.
uk|id|phone-pl|own Polish mobile for a residence card|Для карти побиту вказала свій польський номер {phone_pl}, чи правильно?
uk|id|pesel-ukr|own PESEL with UKR status|Мій PESEL зі статусом UKR — {pesel}, потрібен для лікаря в Польщі.
uk|sec|pin|bank card PIN|ПІН-код від зарплатної картки {pin4}, запам'ятай.
uk|id|rnokpp|wife's RNOKPP|РНОКПП дружини для декларації — {rnokpp}.
uk|hea|diagnosis|own diagnosis|Мені поставили діагноз туберкульоз, і я боюся, що мене звільнять.
uk|hea|mental-health|own PTSD|У мене ПТСР після фронту, я ходжу до психотерапевта.
uk|fin|debt|own debts|Маю борг по кредиту 85 тисяч гривень і виконавець арештував рахунок.
uk|fin|benefit-refused|refused subsidy|Мені відмовили в субсидії, а за комуналку вже заборгованість.
uk|bel|religion|own religion|Я греко-католичка і на роботі кажуть, що я не маю брати вихідний на Великдень.
uk|bel|politics|own politics|Я член політичної партії і волонтерю на виборах, чи можна це зазначати в резюме?
uk|sex|sexuality|own sexuality|Я гей і боюся, що на службі дізнаються.
uk|fin|salary|own payslip|У розрахунковому листі 24 500 грн нараховано, ПДФО 4 410, військовий збір 367 — правильно?
uk|rel|relationship|own divorce|Ми з чоловіком розлучаємося, і він не хоче платити аліменти.
uk|eth|ethnicity|own ethnicity|Я кримська татарка і мене питали про національність на співбесіді.
uk|unc|partial-rnokpp|partial tax number|Пам'ятаю тільки, що мій код закінчується на 2186.
uk|unc|symptom|undiagnosed|Болить у грудях вже кілька днів, до лікаря ще не ходив.
uk|unc|money-worry|possible trouble|Не знаю, чи вистачить грошей на податок наступного кварталу.
uk|unc|undecided|undecided|Думаю, чи подавати скаргу на роботодавця в інспекцію праці.
uk|unc|vague-worry|vague worry|Прийшов лист з міграційної служби, ще не відкривала, хвилююся.
uk|unc|pending-result|pending|Чекаю результат аналізу, лікар сказав, що треба перевірити ще раз.
uk|unc|masked-card|masked card|На чеку картка 5168 **** **** 2930, це та, з якої платили збір?
uk|unc|job-doubt|undecided|Не знаю, чи переходити на контракт, чи залишатися за трудовою.
uk|unc|possible-fine|possible fine|Здається, мене зафіксувала камера на Окружній, але не впевнений.
uk|lk|company-edrpou|company EDRPOU|ЄДРПОУ клініки «Добробут» на рахунку — {edrpou}, це їхній код чи мій?
uk|lk|company-iban|office account|Рахунок для сплати штрафу, вказаний на сайті ГУ ДПС: {iban_ua} — це рахунок казначейства?
uk|lk|public-phone|public hotline|Гаряча лінія МОЗ 0 800 60 20 19 працює цілодобово?
uk|lk|form-fields|field names|У формі є поля «РНОКПП», «УНЗР», «Серія і номер паспорта» — що з цього обов'язково?
uk|lk|case-number|court case number|Справа № 757/12345/25-ц, як знайти рішення в реєстрі?
uk|lk|drug-code|ATC code and dose|Що означає код АТХ C09AA05 і чи 5 мг — звичайна доза?
uk|lk|icd-general|ICD general|Що означає код МКХ-10 I10 у лікарняному?
uk|lk|template-letter|template|Шаблон: «Я, [ПІБ], РНОКПП [__________], проживаю за адресою [адреса]...» — виправ стиль.
uk|lk|public-statistics|statistics|Держстат пише, що середня зарплата 21 000 грн — звідки ця цифра?
uk|lk|isbn|book|Коментар до Кодексу законів про працю, ISBN {isbn} — актуальне видання?
uk|lk|company-iban|clinic account|Лабораторія дала свій рахунок для оплати аналізів: {iban_ua:sp}, ТОВ «Діла».
uk|lk|tracking|tracking|Номер відправлення Нової пошти 20450912345678, де мій паспорт?
uk|lk|invoice|invoice|Рахунок-фактура № СФ-0412 від стоматолога, чи можна включити в податкову знижку?
uk|lk|clinic-phone|hospital switchboard|Телефон реєстратури Охматдиту 044 236 30 05, там записують до ендокринолога?
uk|lk|ean|product|Глюкометр зі штрихкодом {ean}, його компенсують за програмою?
uk|ben|question|general|Скільки днів триває лікарняний при ГРВІ в Україні?
uk|ben|question|general|Як отримати довідку про доходи через Дію?
uk|ben|role|public role|Хто зараз Уповноважений Верховної Ради з прав людини?
uk|ben|cv|CV tip|Як описати в резюме службу в ЗСУ?
uk|ben|contract|contract|Чи може випробувальний строк бути шість місяців?
uk|lk|dose|dose|Чи нормальна доза 850 мг метформіну двічі на день?
uk|lk|company-edrpou|employer EDRPOU|Код ЄДРПОУ роботодавця {edrpou} є в довідці — навіщо він банку?
ru|id|inn-ru|own INN for employer|Бухгалтерия просит мой ИНН: {inn_ru}, отправь им в письме.
ru|sec|gosuslugi|Gosuslugi password|Пароль от Госуслуг {pw}, зайди и оплати штраф.
ru|hea|diagnosis|own diagnosis|У меня диагностировали гепатит C, нужно ли говорить работодателю?
ru|unc|symptom|undiagnosed|Уже неделю болит спина, к врачу пока не ходил.
ru|lk|public-phone|public hotline|Телефон доверия 8-800-2000-122 бесплатный?
ru|ben|question|general|Как оформить больничный по уходу за ребёнком?
ru|id|phone-ru|own mobile|Запишите меня к терапевту, мой номер {phone_ru}.
"""
