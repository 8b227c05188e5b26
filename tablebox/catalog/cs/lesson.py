"""Čeština pro lekce (issue 31): slova průvodce a lekce jednotlivých her."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "lesson.why-this-move": "Tenhle tah je dovolený, ale lekce chce ten vyznačený, aby mohla"
    " ukázat další pravidlo. Ve skutečné hře je volba na tobě.",
    "lesson.ui.note-title": "Lekce",
    "lesson.ui.rule-key": "? otevře pravidlo {rule}",
    "lesson.ui.panel-title": "{step}/{steps} · {lesson}",
    "lesson.ui.play-out": "Kroky lekce máš za sebou: dohraj hru do konce po svém."
    " t ukáže radu, ? pravidla.",
    "lesson.ui.done": "{lesson}: hotovo",
    "lesson.ui.learnt": "Co lekce ukázala:",
    "lesson.ui.next": "n začne skutečnou hru se stejnými hráči, Enter vrátí do menu.",
    "lesson.ui.key-real-game": "Skutečná hra",
    "lesson.ui.menu-learn": "Na[u]č se hrát",
    "lesson.ui.pick-title": "Nauč se hrát: kterou hru?",
    "lesson.ui.pick-entry": "{game} (asi {minutes} min)",
    "lesson.ui.pick-hint": "Krátká hra s průvodcem u stolu dané hry. Rozehraná lekce"
    " pokračuje tam, kde přestala.",
    "lesson.ui.no-lesson": "Hra {game} zatím lekci nemá.",
    # Claim.
    "lesson.claim.title": "Lekce hry Trůn",
    "lesson.claim.lead": "Karta lícem nahoru v panelu štychu je odměna: kdo štych vyhraje,"
    " vezme si ji mezi následovníky. Vynášíš, takže smíš zahrát cokoli: zahraj vyznačeného"
    " obra 3 Enterem.",
    "lesson.claim.follow": "Štych ti nevyšel, a tak máš místo odměny lícem dolů vrchní kartu"
    " balíčku. Ben vynesl věštce: dokud věštce máš, musíš ctít barvu. Zahraj věštce 4,"
    " přebije jeho věštce 1.",
    "lesson.claim.why-seer": "Věštec 0 barvu ctí také, ale věštce 1 nepřebije: lekce chce,"
    " aby tenhle štych byl tvůj.",
    "lesson.claim.seer": "Výhra s věštcem ti dovolí podívat se na vrchní kartu balíčku (viz"
    " záznam). Nech si odměnu, nebo si vezmi skrytou kartu a odměnu přenech Benovi. Teď si"
    " nech odměnu (p).",
    "lesson.claim.dragon": "Draci: kdo do štychu zahraje posledního draka, vynáší příští"
    " štych, ať ho vyhraje kdokoli. Vynes draka 6 a sleduj, kdo bude vynášet.",
    "lesson.claim.dragon-again": "Drak 7 je tvůj, ale posledního draka zahrál Ben, proto"
    " vynášel on. Musíš ctít barvu: zahraj draka 3. Vyhraje a jako poslední drak ti vrátí"
    " vynášení.",
    "lesson.claim.higher": "Vyhrává vyšší karta vynesené frakce, karta jiné frakce nikdy."
    " Vynes trola 9: žádný Benův trol ho nepřebije.",
    "lesson.claim.learnt-prize": "Ve fázi 1 se hraje o odměnu lícem nahoru; poražený si"
    " nevidomky vezme vrchní kartu balíčku (CLM-4).",
    "lesson.claim.learnt-follow": "Ctíš barvu, kdykoli můžeš; vyhrává vyšší karta vynesené"
    " frakce (CLM-3).",
    "lesson.claim.learnt-seer": "Výhra s věštcem dovolí nahlédnout a vybrat si (CLM-6.5);"
    " kdo zahraje posledního draka, vynáší (CLM-6.3).",
    "lesson.claim.learnt-next": "Po 13 štyších jsou tvoji následovníci tvou rukou ve fázi 2:"
    " vyhrávej karty frakcí; kdo má víc karet frakce, získá její hlas, a nejvíc hlasů vyhrává"
    " (CLM-5, CLM-7).",
    # Truel.
    "lesson.truel.title": "Lekce hry Truel",
    "lesson.truel.lay": "Jsi na tahu: vylož jednu kartu z ruky na volné místo jejího typu."
    " Každá trojice má místo pro hráče, hodnotu a jednotku. Vylož kartu Modrý ★ do trojice 2"
    " (klávesa 2).",
    "lesson.truel.triple": "Dokončená trojice udělá, co říkají její karty: komu, kolik a čeho."
    " Cyd dokončil trojici Cyd, +2, políčka: jeho figurka šla dál, a znovu, dokud stála na"
    " barevném políčku. Vylož kartu −3 ★ do trojice 3 (klávesa 3).",
    "lesson.truel.crossroads": "Ben dokončil trojici Ada, +2, políčka: tvoje figurka jde a"
    " dorazí na křižovatku, kde si cestu vybíráš ty. Zkratka ↘ h2 vynechá jeden Start. Vyber"
    " ji (Enter).",
    "lesson.truel.why-shortcut": "Okruh je dovolený také, ale lekce jde zkratkou, která končí"
    " na hodinách.",
    "lesson.truel.clock": "Tvoje figurka zastavila na hodinách +2: hraješ dva tahy navíc,"
    " jeden po druhém. Vylož kartu Rubíny ★ do trojice 1 (klávesa 1).",
    "lesson.truel.complete": "Druhý tah navíc. Třetí karta trojici dokončí: s kartou −2 ☀ zní"
    " trojice 1 Ben, −2, rubíny. Ben žádný rubín nemá, nic neztratí. Klávesa 1.",
    "lesson.truel.stuck": "Žádná karta z ruky se nevejde na volné místo. Pak ruku ukážeš,"
    " odhodíš ji a dobereš tři nové karty: to je celý tvůj tah. Stiskni Enter.",
    "lesson.truel.gem": "Máš rubín. Vylož kartu Červený ♥ do trojice 1 (klávesa 1): s +1 a"
    " Smaragdy zní Ada, +1, smaragd. Kdo má drahokam každé barvy, hned vyhrává.",
    "lesson.truel.why-gem": "To je dovolené, ale Červený ♥ v trojici 1 ti hned vynese smaragd.",
    "lesson.truel.learnt-lay": "Na tahu vyložíš jednu kartu na volné místo jejího typu a"
    " jednu dobereš (TRL-4).",
    "lesson.truel.learnt-triple": "Třetí karta trojici dokončí: komu, kolik a čeho (TRL-3.3);"
    " tři stejné symboly vynesou duhovou kartu (TRL-4.5).",
    "lesson.truel.learnt-move": "Z barevného políčka jde figurka dál; na křižovatce volíš;"
    " šedá políčka působí: Start dá drahokam, hodiny tahy (TRL-5, TRL-6).",
    "lesson.truel.learnt-win": "Drahokam každé barvy vyhrává okamžitě (TRL-7.1).",
    # The Dwarf King.
    "lesson.dwarf-king.title": "Lekce hry Král trpaslíků",
    "lesson.dwarf-king.quest": "Máš rytířskou 5, a tak vybíráš úkol: jednu stranu dílku 7."
    " Nejvíc vítězství dává +1 za každý vyhraný štych. Vyber ho (Enter).",
    "lesson.dwarf-king.lead": "Máš i skřetí 5, takže zahajuješ 1. štych, a to jakoukoli"
    " kartou. Vynes skřetí eso: nad eso nic není.",
    "lesson.dwarf-king.winner-leads": "1. štych je tvůj: vítěz si štych vezme a zahájí"
    " další. Eso už je pryč, takže nejvyšší je teď skřetí král. Vynes ho.",
    "lesson.dwarf-king.off-suit": "Cyd skřety neměl a zahrál rytířského krále: karta jiné"
    " barvy nikdy nevyhrává. Vynes rytířskou 9; vezme ji Benovo eso.",
    "lesson.dwarf-king.void": "Ben vynáší trpaslíky a ty žádné nemáš: smíš tedy zahrát"
    " jakoukoli kartu. Nikdo nemusí přebíjet. Odhoď rytířskou 8.",
    "lesson.dwarf-king.quest-counts": "Úkol počítá jen štychy a karty sebrané v tomto kole."
    " Bez trpaslíků tenhle štych nevyhraješ: odhoď skřetí 5.",
    "lesson.dwarf-king.jester": "Speciální kartou kola je Šašek a máš ho ty: zahraný"
    " v posledním štychu dá +3, ať vyhraješ, nebo ne. Nech si ho: odhoď skřetí 4.",
    "lesson.dwarf-king.why-jester": "Šašek boduje jen v posledním štychu: lekce si ho do té"
    " doby nechává.",
    "lesson.dwarf-king.follow": "Ben vynáší rytíře a ty máš dva: musíš přiznat barvu. Zahraj"
    " rytířskou 5, ne Šaška.",
    "lesson.dwarf-king.last": "Poslední štych. Zahraj Šaška: dá ti +3, ať vyhraje kdokoli."
    " Pak se kolo vyhodnotí.",
    "lesson.dwarf-king.learnt-quest": "Úkol kola vybírá držitel rytířské 5; počítá jen štychy"
    " a karty tohoto kola (DWK-2.4, DWK-4).",
    "lesson.dwarf-king.learnt-follow": "Přiznáváš barvu, když můžeš; vyhrává nejvyšší karta"
    " vynesené barvy, jiná barva nikdy; vítěz vynáší (DWK-3).",
    "lesson.dwarf-king.learnt-special": "Každé kolo má jednu speciální kartu s vlastním"
    " účinkem; stůl ji ukazuje po celé kolo (DWK-5, DWK-6).",
    "lesson.dwarf-king.learnt-game": "Skutečná hra má sedm kol, každé s novým úkolem"
    " a speciální kartou; vyhrává nejvyšší součet (DWK-7).",
    # Oriflamme.
    "lesson.oriflamme.title": "Lekce hry Krvavý trůn",
    "lesson.oriflamme.place": "Každé kolo každý vyloží jednu kartu lícem dolů do řady,"
    " začínající hráč první: ty. Tvoje karta řadu začne. Vylož vyznačeného Následníka"
    " ([ ho položí na levý konec).",
    "lesson.oriflamme.reveal": "Řada se vyhodnocuje postupně. Tvůj Následník lícem dolů:"
    " ponech ho skrytý (h) a dostane 1 bod vlivu, nebo ho odhal (r), vezmi si vliv a použij"
    " ho. Odhal ho: když není odhalen jiný Následník, získá 2.",
    "lesson.oriflamme.why-reveal": "Ponechat kartu skrytou je také dovoleno, ale lekce ji tu"
    " odhalí, aby ukázala její schopnost.",
    "lesson.oriflamme.ends": "Benův Špeh ti ukradl 1 bod vlivu. Každá další karta jde na levý"
    " nebo pravý konec řady. Vylož Lučištnici na pravý konec (]).",
    "lesson.oriflamme.archer": "Tvůj odhalený Následník získal znovu 2: karty lícem nahoru"
    " působí každé kolo. Teď tvoje Lučištnice: odhal ji (r). Vyřadí první nebo poslední"
    " kartu.",
    "lesson.oriflamme.eliminate": "Vyřaď první kartu, Benova Špeha (Enter). Hráč, jehož karta"
    " vyřadí kartu, získá 1 bod vlivu.",
    "lesson.oriflamme.hidden": "3. kolo: začínal Cyd. Vylož Vraždu na pravý konec (]). Od"
    " 2. kola smí karta jít i na některou z tvých karet: vznikne štos.",
    "lesson.oriflamme.face-up": "Tvoje odhalená Lučištnice musí působit znovu: vyřaď první"
    " kartu, Lorda, kterého Cyd právě odhalil (Enter).",
    "lesson.oriflamme.intrigue": "Teď tvoje Vražda: odhal ji (r). Intrika zapůsobí jednou"
    " a pak se odhodí.",
    "lesson.oriflamme.assassination": "Vražda vyřadí kteroukoli kartu. Vezmi Benovu kartu"
    " lícem dolů na pozici 4 (Enter): otočí se lícem nahoru a vliv na ní se vrátí do zásoby.",
    "lesson.oriflamme.why-heir": "I tu kartu lze vyřadit, ale lekce míří na Benovu skrytou kartu.",
    "lesson.oriflamme.learnt-place": "Každé kolo každý vyloží jednu kartu lícem dolů na konec"
    " řady, nebo na svou kartu (ORI-3).",
    "lesson.oriflamme.learnt-resolve": "Postupně po řadě: kartu lícem dolů ponecháš skrytou"
    " za 1 bod vlivu, nebo ji odhalíš a použiješ; odhalené postavy působí každé kolo (ORI-4).",
    "lesson.oriflamme.learnt-eliminate": "Vyřazení karty vynese 1 bod vlivu; intrika se po"
    " použití odhodí (ORI-5).",
    "lesson.oriflamme.learnt-game": "Po šesti kolech vyhrává nejvíc vlivu (ORI-8).",
    # A Game of Thrones.
    "lesson.thrones.title": "Lekce Hry o trůny",
    "lesson.thrones.order": "Plánování: každý rod položí lícem dolů jeden rozkaz na každou"
    " oblast, kde chce jednat, všichni naráz. Dej Pochod +1 (hvězda) na Zimohrad: jeho"
    " vojsko zaútočí. Vyznačený řádek: Enter.",
    "lesson.thrones.support-order": "Bílý přístav sousedí s Moat Cailin. Dej tam Podporu:"
    " rozkaz Podpora přidá sílu svých jednotek bitvě v sousední oblasti.",
    "lesson.thrones.done": "Řekni Hotovo: tvé rozkazy platí. Až budou hotové všechny rody,"
    " otočí se všechny rozkazy naráz lícem nahoru.",
    "lesson.thrones.march": "Rozkazy se plní postupně: nájezdy, pochody, pak konsolidace"
    " síly. Vyšli obě jednotky ze Zimohradu do Moat Cailin: vstup do oblasti jiného rodu"
    " začne bitvu.",
    "lesson.thrones.why-march": "I tenhle pochod je dovolený; lekce útočí na Moat Cailin, aby"
    " ukázala bitvu.",
    "lesson.thrones.control": "Zimohrad zůstane prázdný. Nech tam žeton síly (ano) a udržíš"
    " ho, dokud nevstoupí jiný rod.",
    "lesson.thrones.support": "Tvoje Podpora v Bílém přístavu sousedí s bitvou: řekni, koho"
    " podpoří. Podpoř svou stranu, rod Stark.",
    "lesson.thrones.card": "Každá strana tajně vybere kartu rodu; obě se ukážou naráz. Zahraj"
    " Eddarda Starka, svou nejsilnější kartu: síla 3.",
    "lesson.thrones.why-card": "Dovolená je kterákoli karta z ruky; lekce hraje Eddarda"
    " Starka kvůli jeho síle.",
    "lesson.thrones.blade": "Rod Stark drží Valyrijský ocelový meč: +1, jednou za kolo. Panel"
    " ukazuje oba součty: vyhráváš i bez něj, tak si ho nech (ne).",
    "lesson.thrones.muster": "Lannisteři ustoupili. Fáze Západozemí: Verbování. Hrad dá 1"
    " bod, pevnost 2. Zimohrad je pevnost: naverbuj tam rytíře (2 body).",
    "lesson.thrones.muster-castle": "Moat Cailin je teď tvůj a stojí v něm hrad: naverbuj"
    " tam pěšáka (1 bod).",
    "lesson.thrones.muster-last": "I Bílý přístav má hrad: pěšák. Vojska se musí vejít do"
    " zásobování; seznam nabízí jen to, co se vejde.",
    "lesson.thrones.bid": "Útočí divocí! Všichni tajně přihazují žetony síly; dosáhne-li"
    " součet nabídek hrozby, Noční hlídka odolá. Přihoď 2.",
    "lesson.thrones.why-bid": "Dovolená je kterákoli nabídka; lekce přihazuje 2, aby byla"
    " nejvyšší.",
    "lesson.thrones.reclaim": "Hlídka odolala a tvoje nabídka byla nejvyšší: vezmi si zpět"
    " odhozenou kartu rodu. Vezmi zpět Eddarda Starka.",
    "lesson.thrones.learnt-orders": "Plánování: jeden rozkaz lícem dolů na oblast, všechny"
    " rody naráz; pak nájezdy, pochody a síla (GOT-3 až GOT-5).",
    "lesson.thrones.learnt-battle": "Pochod do oblasti jiného rodu je bitva: rozhodnou"
    " jednotky, bonus rozkazu, podpory a karta rodu (GOT-6).",
    "lesson.thrones.learnt-westeros": "Od druhého kola přinášejí karty Západozemí verbování,"
    " zásobování, moc, nabídky a divoké (GOT-7, GOT-8).",
    "lesson.thrones.learnt-game": "Sedm oblastí s hradem nebo pevností (osm při třech"
    " hráčích) vyhrává hned; jinak nejvíc po desátém kole (GOT-9).",
}
