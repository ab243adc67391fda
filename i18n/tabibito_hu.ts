<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>GameScreen</name>
    <message>
        <source>Confirm</source>
        <translation>Megerősítés</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Várakozás: %1</translation>
    </message>
    <message>
        <source>You can still take this back with Undo.</source>
        <translation>Ezt még visszaveheted a Visszavonás gombbal.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 gondolkodik…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te jössz</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Te jössz, %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pontszámok</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the device to %1</source>
        <translation>Add át az eszközt: %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now. Their cards stay hidden until they are ready.</source>
        <translation>Most csak %1 nézze a képernyőt. A kártyái rejtve maradnak, amíg nem áll készen.</translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <translation>%1 vagyok: mutasd a lépésemet</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Utolsó lépés visszavonása</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>%1 players</source>
        <translation>%1 játékos</translation>
    </message>
    <message>
        <source>Solo or up to %1 players</source>
        <translation>Egyedül vagy legfeljebb %1 játékos</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 játékos</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline: alone against the computer, or passing one screen around the table.</source>
        <translation>Japán utazós társasjátékok internet nélkül: játssz egyedül a gép ellen, vagy adjátok körbe a képernyőt az asztalnál.</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Megnyitás…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Mentett játék megnyitása</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Nincs telepített játék.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game could not be started.</source>
        <translation>A játékot nem sikerült elindítani.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Mentett játék megnyitása</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito);;All files (*)</source>
        <translation>Tabibito mentett játékok (*.tabibito);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation>„%1” megnyitása nem sikerült.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Játék mentése</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito)</source>
        <translation>Tabibito mentett játékok (*.tabibito)</translation>
    </message>
    <message>
        <source>“%1” could not be saved.</source>
        <translation>„%1” mentése nem sikerült.</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Mentve: „%1”.</translation>
    </message>
    <message>
        <source>%1, saved %2</source>
        <translation>%1, mentve: %2</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>About Tabibito</source>
        <translation>A Tabibito névjegye</translation>
    </message>
    <message>
        <source>Tabibito: Japan-travel board games to play offline, alone or together.

All art in this app was drawn for it; the games belong to their authors and publishers.</source>
        <translation>Tabibito: japán utazós társasjátékok internet nélkül, egyedül vagy együtt.

Az alkalmazás minden grafikája kifejezetten hozzá készült; a játékok a szerzőik és kiadóik tulajdonában vannak.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Ú&amp;j játék…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Meg&amp;nyitás…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Mentés</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Mentés m&amp;ásként…</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Kezdőlap</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>K&amp;ilépés</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Újra</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Vissza</translation>
    </message>
    <message>
        <source>&amp;About Tabibito</source>
        <translation>A Tabibito &amp;névjegye</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>%1 — Tabibito</source>
        <translation>%1 — Tabibito</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The file could not be read. Check that it still exists and that you may open it.</source>
        <translation>A fájl nem olvasható. Ellenőrizd, hogy megvan-e még, és van-e jogod megnyitni.</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be loaded.</source>
        <translation>Ez a mentett játék sérült, nem tölthető be.</translation>
    </message>
    <message>
        <source>This saved game is incomplete: it was cut off while it was written or copied.</source>
        <translation>Ez a mentett játék hiányos: írás vagy másolás közben megszakadt.</translation>
    </message>
    <message>
        <source>This file is not a Tabibito saved game.</source>
        <translation>Ez a fájl nem Tabibito-mentés.</translation>
    </message>
    <message>
        <source>This file is too large to be a Tabibito saved game.</source>
        <translation>Ez a fájl túl nagy ahhoz, hogy Tabibito-mentés legyen.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Tabibito. Update the app to open it.</source>
        <translation>Ezt a játékot a Tabibito egy újabb verziója mentette. A megnyitásához frissítsd az alkalmazást.</translation>
    </message>
    <message>
        <source>This saved game is of a game this version of Tabibito does not have (%1).</source>
        <translation>Ez a mentés olyan játékhoz tartozik, amely a Tabibito ezen verziójában nem érhető el (%1).</translation>
    </message>
    <message>
        <source>This saved game breaks the rules at move %1, so it cannot be replayed.</source>
        <translation>Ez a mentett játék szabályt sért (%1. lépés), ezért nem játszható vissza.</translation>
    </message>
    <message>
        <source>This game of %1 was saved with newer rules than this version of Tabibito knows. Update the app to open it.</source>
        <translation>%1: ezt a játékot újabb szabályokkal mentették, mint amelyeket a Tabibito ezen verziója ismer. A megnyitásához frissítsd az alkalmazást.</translation>
    </message>
    <message>
        <source>This saved game does not replay to the game that was saved: it was changed or damaged.</source>
        <translation>Ez a mentett játék visszajátszva nem a mentett játékot adja ki: módosították, vagy megsérült.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Minden játékosnak adj nevet.</translation>
    </message>
    <message>
        <source>A player&apos;s name may have at most %1 characters.</source>
        <translation>A játékos neve legfeljebb %1 karakterből állhat.</translation>
    </message>
    <message>
        <source>A player&apos;s name may not hold control or invisible characters.</source>
        <translation>A játékos neve nem tartalmazhat vezérlőkaraktert vagy láthatatlan karaktert.</translation>
    </message>
    <message>
        <source>%1 has no option “%2”.</source>
        <translation>%1: nincs „%2” nevű beállítás.</translation>
    </message>
    <message>
        <source>“%1” is not a possible value of the option “%2”.</source>
        <translation>„%1” nem érvényes érték ehhez a beállításhoz: „%2”.</translation>
    </message>
    <message>
        <source>Write options as KEY=VALUE, not “%1”.</source>
        <translation>A beállításokat KULCS=ÉRTÉK alakban add meg, ne így: „%1”.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <translation>%1: %2–%3 játékos játszhatja, nem %4.</translation>
    </message>
    <message>
        <source>“%1” is not a level of the computer players of %2.</source>
        <translation>%2: a gépi játékosoknak nincs „%1” szintje.</translation>
    </message>
    <message>
        <source>Give one computer level for every seat, or one level for all of them.</source>
        <translation>Adj meg minden helyhez egy gépi szintet, vagy egyetlen szintet mindegyiknek.</translation>
    </message>
    <message>
        <source>The number of games to simulate must be at least one.</source>
        <translation>A szimulálandó játékok száma legalább egy legyen.</translation>
    </message>
    <message>
        <source>This version of Tabibito does not have the game “%1”.</source>
        <translation>A Tabibito ezen verziójában nincs „%1” játék.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nem te jössz.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ez a lépés most nem megengedett.</translation>
    </message>
    <message>
        <source>Please wait: a computer player is deciding.</source>
        <translation>Várj egy kicsit: egy gépi játékos dönt.</translation>
    </message>
    <message>
        <source>Pass the device to the next player first.</source>
        <translation>Előbb add át az eszközt a következő játékosnak.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your game goes on; try another folder.</source>
        <translation>A játékot nem sikerült menteni (%1). A játék folytatódik; próbálj másik mappát.</translation>
    </message>
    <message>
        <source>%1 cannot be shown: this version has no board for it.</source>
        <translation>%1 nem jeleníthető meg: ebben a verzióban nincs hozzá tábla.</translation>
    </message>
    <message>
        <source>A computer player could not decide. Save the game and report the problem.</source>
        <translation>Egy gépi játékos nem tudott dönteni. Mentsd el a játékot, és jelezd a hibát.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Hiba történt (%1).</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Gép: könnyű</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Gép: normál</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Gép: nehéz</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>%1. játékos</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>Új játék: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>Leave empty for the name shown in grey</source>
        <translation>Ha üresen hagyod, a szürke név marad</translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message>
        <source>On</source>
        <translation>Be</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <source>Draw a section on the card&apos;s symbol, or pass.</source>
        <translation>Rajzolj egy szakaszt a kártya szimbólumával jelölt állomásig, vagy passzolj.</translation>
    </message>
    <message>
        <source>Draw one more section straight on, or go to the next card.</source>
        <translation>Rajzolj még egy szakaszt egyenesen tovább, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation>Tedd meg a lépésedet.</translation>
    </message>
    <message>
        <source>The map of Tokyo could not be loaded; reinstall Tabibito.</source>
        <translation>Tokió térképét nem sikerült betölteni; telepítsd újra a Tabibitót.</translation>
    </message>
    <message>
        <source>Next Station: Tokyo</source>
        <translation>Next Station: Tokyo</translation>
    </message>
    <message>
        <source>Draw four subway lines across Tokyo, one flipped card at a time.</source>
        <translation>Rajzolj négy metróvonalat Tokión át, kártyáról kártyára.</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>kör</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>háromszög</translation>
    </message>
    <message>
        <source>square</source>
        <translation>négyzet</translation>
    </message>
    <message>
        <source>pentagon</source>
        <translation>ötszög</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rózsaszín</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>barna</translation>
    </message>
    <message>
        <source>green loop</source>
        <translation>zöld vonal</translation>
    </message>
    <message>
        <source>Circle station</source>
        <translation>Kör szimbólumú állomás</translation>
    </message>
    <message>
        <source>Triangle station</source>
        <translation>Háromszög szimbólumú állomás</translation>
    </message>
    <message>
        <source>Square station</source>
        <translation>Négyzet szimbólumú állomás</translation>
    </message>
    <message>
        <source>Pentagon station</source>
        <translation>Ötszög szimbólumú állomás</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Háromszög</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Négyzet</translation>
    </message>
    <message>
        <source>Pentagon</source>
        <translation>Ötszög</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Dzsóker</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Váltó</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>utca</translation>
    </message>
    <message>
        <source>Subway</source>
        <translation>metró</translation>
    </message>
    <message>
        <source>Joker + double track</source>
        <translation>Dzsóker + dupla sín</translation>
    </message>
    <message>
        <source>Double station</source>
        <translation>Dupla állomás</translation>
    </message>
    <message>
        <source>Straight on</source>
        <translation>Egyenesen tovább</translation>
    </message>
    <message>
        <source>The card acts as a joker: any symbol, and the section may double one section of another colour.</source>
        <translation>A kártya dzsókerként működik: bármilyen szimbólum jó, és a szakaszt egy másik színű szakaszra is rárajzolhatod.</translation>
    </message>
    <message>
        <source>The section may start at any station of your line.</source>
        <translation>A szakasz a vonalad bármelyik állomásáról indulhat.</translation>
    </message>
    <message>
        <source>The station reached counts twice for its district.</source>
        <translation>Az elért állomás kétszer számít a kerületében.</translation>
    </message>
    <message>
        <source>After drawing, you may draw one more section straight on.</source>
        <translation>Rajzolás után még egy szakaszt rajzolhatsz egyenesen tovább.</translation>
    </message>
    <message>
        <source>Reach all 8 green stations</source>
        <translation>Érd el mind a 8 zöld állomást</translation>
    </message>
    <message>
        <source>At least 4 stations where 3 or more lines meet</source>
        <translation>Legalább 4 állomás, ahol 3 vagy több vonal találkozik</translation>
    </message>
    <message>
        <source>A station where 5 lines meet</source>
        <translation>Egy állomás, ahol 5 vonal találkozik</translation>
    </message>
    <message>
        <source>A station in each of the 13 districts</source>
        <translation>Állomás mind a 13 kerületben</translation>
    </message>
    <message>
        <source>All 8 tourist stamps</source>
        <translation>Mind a 8 turistapecsét</translation>
    </message>
    <message>
        <source>Line 1</source>
        <translation>1. vonal</translation>
    </message>
    <message>
        <source>Line 2</source>
        <translation>2. vonal</translation>
    </message>
    <message>
        <source>Line 3</source>
        <translation>3. vonal</translation>
    </message>
    <message>
        <source>Line 4</source>
        <translation>4. vonal</translation>
    </message>
    <message>
        <source>Interchanges</source>
        <translation>Átszállóhelyek</translation>
    </message>
    <message>
        <source>Tourist stamps</source>
        <translation>Turistapecsétek</translation>
    </message>
    <message>
        <source>Missed green</source>
        <translation>Kihagyott zöld</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Célok</translation>
    </message>
    <message>
        <source>Symbol and effect cards</source>
        <translation>Szimbólum- és hatáskártyák</translation>
    </message>
    <message>
        <source>Shared objectives</source>
        <translation>Közös célok</translation>
    </message>
    <message>
        <source>corner district</source>
        <translation>sarokkerület</translation>
    </message>
    <message>
        <source>edge district</source>
        <translation>szélső kerület</translation>
    </message>
    <message>
        <source>inner district</source>
        <translation>belső kerület</translation>
    </message>
    <message>
        <source>centre district</source>
        <translation>központi kerület</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Gyakornok</translation>
    </message>
    <message>
        <source>Ticket inspector</source>
        <translation>Jegyellenőr</translation>
    </message>
    <message>
        <source>Train driver</source>
        <translation>Metróvezető</translation>
    </message>
    <message>
        <source>Station master</source>
        <translation>Állomásfőnök</translation>
    </message>
    <message>
        <source>Network planner</source>
        <translation>Hálózattervező</translation>
    </message>
    <message>
        <source>Legend of the Tokyo subway</source>
        <translation>A tokiói metró legendája</translation>
    </message>
    <message>
        <source>This section would cross a line already drawn.</source>
        <translation>Ez a szakasz keresztezne egy már megrajzolt vonalat.</translation>
    </message>
    <message>
        <source>Your line already visits this station.</source>
        <translation>A vonalad már érinti ezt az állomást.</translation>
    </message>
    <message>
        <source>This station does not show the symbol of the card.</source>
        <translation>Ezen az állomáson nem a kártya szimbóluma látható.</translation>
    </message>
    <message>
        <source>A section may not pass through a station.</source>
        <translation>A szakasz nem haladhat át állomáson.</translation>
    </message>
    <message>
        <source>No dotted guide joins these two stations.</source>
        <translation>Ezt a két állomást nem köti össze pontozott segédvonal.</translation>
    </message>
    <message>
        <source>A section must start at an end of your line.</source>
        <translation>A szakasznak a vonalad egyik végéről kell indulnia.</translation>
    </message>
    <message>
        <source>This section is already drawn; only a joker&apos;s double track may run along one line of another colour.</source>
        <translation>Itt már van szakasz; egy másik színű vonal mentén csak a dzsóker dupla sínjével haladhatsz.</translation>
    </message>
    <message>
        <source>Only a joker&apos;s double track may run along the green loop.</source>
        <translation>A zöld vonal mentén csak a dzsóker dupla sínjével haladhatsz.</translation>
    </message>
    <message>
        <source>You have drawn your section for this card: undo it or go to the next card.</source>
        <translation>Ehhez a kártyához már megrajzoltad a szakaszt: vond vissza, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>The extra section must go straight on.</source>
        <translation>A plusz szakasznak egyenesen kell továbbhaladnia.</translation>
    </message>
    <message>
        <source>You have already decided for this card.</source>
        <translation>Ennél a kártyánál már döntöttél.</translation>
    </message>
    <message>
        <source>Start from a station of this round&apos;s line.</source>
        <translation>A forduló vonalának egyik állomásáról indulj.</translation>
    </message>
    <message>
        <source>Line %1 · %2</source>
        <translation>%1. vonal · %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Forduló: %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation>
            <numerusform>Hátralévő metrókártyák: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation>
            <numerusform>%n kihagyott zöld állomás</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>%n turistapecsét</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <translation>
            <numerusform>%1 %2 vonala: %n kerület × %3 = %4 pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <translation>
            <numerusform>Értékelés %1 pont alapján: haladó modulonként %2 ponttal kevesebb (%n modul).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>%1. forduló kezdődik.</translation>
    </message>
    <message>
        <source>Round %1 begins. The first %2 card brings “%3”.</source>
        <translation>%1. forduló kezdődik. Az első %2 kártya hatása: „%3”.</translation>
    </message>
    <message>
        <source>Card flipped: %1 (%2). %3</source>
        <translation>Felfordított kártya: %1 (%2kártya). %3</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station on double track.</source>
        <translation>%1 rajzolt egy %2 szakaszt dupla sínen egy %3 szimbólumú állomásig.</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station.</source>
        <translation>%1 rajzolt egy %2 szakaszt egy %3 szimbólumú állomásig.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 passzolt.</translation>
    </message>
    <message>
        <source>“%1” applies to this %2 card.</source>
        <translation>„%1” érvényes erre a %2 kártyára.</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 pont</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Vége a játéknak. %1</translation>
    </message>
    <message>
        <source>Map sheet of %1</source>
        <translation>%1 térképlapja</translation>
    </message>
    <message>
        <source>Click the station your section starts from (circled in red).</source>
        <translation>Kattints az állomásra, ahonnan a szakaszod indul (pirossal bekarikázva).</translation>
    </message>
    <message>
        <source>Click a lit station to draw the section.</source>
        <translation>Kattints egy kiemelt állomásra a szakasz megrajzolásához.</translation>
    </message>
    <message>
        <source>Click to draw the section to this station.</source>
        <translation>Kattints, hogy idáig rajzold a szakaszt.</translation>
    </message>
    <message>
        <source>Click to start the section here.</source>
        <translation>Kattints, hogy innen induljon a szakasz.</translation>
    </message>
    <message>
        <source>No section can be drawn with this card: pass.</source>
        <translation>Ezzel a kártyával nem rajzolhatsz szakaszt: passzolj.</translation>
    </message>
    <message>
        <source>No section can be drawn from this station with this card.</source>
        <translation>Erről az állomásról ezzel a kártyával nem rajzolhatsz szakaszt.</translation>
    </message>
    <message>
        <source>Straight on: you may draw one more section in the same direction, or go to the next card.</source>
        <translation>Egyenesen tovább: rajzolhatsz még egy szakaszt ugyanabba az irányba, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Straight on: the way ahead is blocked. Go to the next card.</source>
        <translation>Egyenesen tovább: előtted el van zárva az út. Lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Section drawn. Take it back with Undo, or go to the next card.</source>
        <translation>Szakasz megrajzolva. A Visszavonás gombbal visszaveheted, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Section drawn. Go on to the next card.</source>
        <translation>Szakasz megrajzolva. Lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>On the green loop</source>
        <translation>A zöld vonalon</translation>
    </message>
    <message>
        <source>Departure of the %1 line</source>
        <translation>A %1 vonal kezdőállomása</translation>
    </message>
    <message>
        <source>Tourist stamp: %1 points for an interchange in this corner district</source>
        <translation>Turistapecsét: %1 pont, ha van átszállóhely ebben a sarokkerületben</translation>
    </message>
    <message>
        <source>Tourist stamp: %1 points for an interchange in this edge district</source>
        <translation>Turistapecsét: %1 pont, ha van átszállóhely ebben a szélső kerületben</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Megszerezve</translation>
    </message>
    <message>
        <source>Line %1 starts here (%2 pencil)</source>
        <translation>Kezdőállomás: %1. vonal (%2 ceruza)</translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <translation>%1 (%2kártya)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>All four lines are drawn. Pick a sheet below to compare the maps.</source>
        <translation>Mind a négy vonal elkészült. Válassz lent egy lapot a térképek összehasonlításához.</translation>
    </message>
    <message>
        <source>%1 pencil: line %2</source>
        <translation>%1 ceruza: %2. vonal</translation>
    </message>
    <message>
        <source>Any symbol; the section may double one line of another colour.</source>
        <translation>Bármilyen szimbólum; a szakaszt egy másik színű vonalra is rárajzolhatod.</translation>
    </message>
    <message>
        <source>Switch: start from any station of your line.</source>
        <translation>Váltó: indulj a vonalad bármelyik állomásáról.</translation>
    </message>
    <message>
        <source>The switch came too early in the round: no branching.</source>
        <translation>A váltó túl korán jött a fordulóban: nincs elágazás.</translation>
    </message>
    <message>
        <source>Stations with 3 lines: %1 (%4 points each)
with 4 lines: %2 (%5 points each)
with 5 lines: %3 (%6 points each)</source>
        <translation>Állomások 3 vonallal: %1 (egyenként %4 pont)
4 vonallal: %2 (egyenként %5 pont)
5 vonallal: %3 (egyenként %6 pont)</translation>
    </message>
    <message>
        <source>First %1 card: %2. %3</source>
        <translation>Első %1 kártya: %2. %3</translation>
    </message>
    <message>
        <source>Applies to this card.</source>
        <translation>Erre a kártyára érvényes.</translation>
    </message>
    <message>
        <source>Already used this round.</source>
        <translation>A fordulóban már érvényesült.</translation>
    </message>
    <message>
        <source>Waiting for its card.</source>
        <translation>A kártyája még nem fordult fel.</translation>
    </message>
    <message>
        <source>A shared objective: its points go to every sheet that achieves it.</source>
        <translation>Közös cél: a pontjait minden lap megkapja, amelyik teljesíti.</translation>
    </message>
    <message>
        <source>%1 %2 (+%3)</source>
        <translation>%1 %2 (+%3)</translation>
    </message>
    <message>
        <source>Flipped earlier this round:</source>
        <translation>A forduló eddigi kártyái:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <source>Draw nothing with this card.</source>
        <translation>Ezzel a kártyával nem rajzolsz semmit.</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Következő kártya</translation>
    </message>
    <message>
        <source>Keep the section you drew and flip the next card.</source>
        <translation>Megtartod a szakaszt, és felfordítod a következő kártyát.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Take back your section (possible until the next card is flipped).</source>
        <translation>Visszaveszed a szakaszodat (a következő kártya felfordításáig lehetséges).</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Pontozólap</translation>
    </message>
    <message>
        <source>Sheet of</source>
        <translation>Térképlap:</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>%1 alatt</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>%1 fölött</translation>
    </message>
    <message>
        <source>Solo rating: %1 (%2)</source>
        <translation>Szólóértékelés: %1 (%2)</translation>
    </message>
    <message>
        <source>The computer players are drawing…</source>
        <translation>A gépi játékosok rajzolnak…</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s sheet.</source>
        <translation>Egy másik játékos lapját nézed.</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>Várakozás a többi játékosra.</translation>
    </message>
    <message>
        <source>%1 districts × %2 stations in the busiest one = %3 points</source>
        <translation>%1 kerület × %2 állomás a legzsúfoltabb kerületben = %3 pont</translation>
    </message>
    <message>
        <source>Flipped in the last round:</source>
        <translation>Az utolsó forduló kártyái:</translation>
    </message>
    <message>
        <source>Counts twice for its district (double station).</source>
        <translation>Kétszer számít a kerületében (dupla állomás).</translation>
    </message>
</context>
<context>
    <name>ResumeCard</name>
    <message>
        <source>Your game is waiting</source>
        <translation>A játékod vár rád</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Vissza a játékhoz</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Az utolsó játék folytatása</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Folytatás</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final scores</source>
        <translation>Végeredmény</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Eddigi pontszámok</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Tábla megtekintése</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Kezdőlap</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Még egy játék</translation>
    </message>
    <message>
        <source>The scores are counted at the end of the game.</source>
        <translation>A pontokat a játék végén számoljuk össze.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 nyert!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Közös győzelem: %1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animációk</translation>
    </message>
    <message>
        <source>Animations also set how long the computer players pause between their moves.</source>
        <translation>Az animációk azt is meghatározzák, mennyi szünetet tartanak a gépi játékosok a lépéseik között.</translation>
    </message>
</context>
</TS>
