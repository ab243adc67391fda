<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>GameScreen</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the device to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now. Their cards stay hidden until they are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>%n players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo or up to %1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Tabibito</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline: alone against the computer, or passing one screen around the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, saved %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabibito</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tabibito</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabibito: Japan-travel board games to play offline, alone or together.

All art in this app was drawn for it; the games belong to their authors and publishers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tabibito</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Tabibito</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The file could not be read. Check that it still exists and that you may open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This saved game is incomplete: it was cut off while it was written or copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not a Tabibito saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Tabibito. Update the app to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This saved game is of a game this version of Tabibito does not have (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This saved game breaks the rules at move %1, so it cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no option “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a possible value of the option “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write options as KEY=VALUE, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a level of the computer players of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one computer level for every seat, or one level for all of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of games to simulate must be at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This version of Tabibito does not have the game “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please wait: a computer player is deciding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the device to the next player first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your game goes on; try another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be shown: this version has no board for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player could not decide. Save the game and report the problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty for the name shown in grey</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map of Tokyo could not be loaded; reinstall Tabibito.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Station: Tokyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw four subway lines across Tokyo, one flipped card at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pentagon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triangle station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentagon station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentagon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker + double track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card acts as a joker: any symbol, and the section may double one section of another colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The section may start at any station of your line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The station reached counts twice for its district.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After drawing, you may draw one more section straight on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach all 8 green stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least 4 stations where 3 or more lines meet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A station where 5 lines meet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A station in each of the 13 districts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All 8 tourist stamps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interchanges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tourist stamps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symbol and effect cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corner district</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edge district</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inner district</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centre district</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticket inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend of the Tokyo subway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This section would cross a line already drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your line already visits this station.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This station does not show the symbol of the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A section may not pass through a station.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dotted guide joins these two stations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A section must start at an end of your line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This section is already drawn; only a joker&apos;s double track may run along one line of another colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a joker&apos;s double track may run along the green loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have drawn your section for this card: undo it or go to the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The extra section must go straight on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already decided for this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first %1 card brings “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card flipped: %1 (%2). %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station on double track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” applies to this %2 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scores the %2 line: %3 districts × %4 = %5 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map sheet of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the station your section starts from (circled in red).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a lit station to draw the section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to draw the section to this station.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to start the section here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No section can be drawn with this card: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No section can be drawn from this station with this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight on: you may draw one more section in the same direction, or go to the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight on: the way ahead is blocked. Go to the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section drawn. Take it back with Undo, or go to the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the green loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Departure of the %1 line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tourist stamp: %1 points for an interchange in this corner district</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tourist stamp: %1 points for an interchange in this edge district</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 starts here (%2 pencil)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All four lines are drawn. Pick a sheet below to compare the maps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pencil: line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any symbol; the section may double one line of another colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch: start from any station of your line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The switch came too early in the round: no branching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round&apos;s effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First %1 card: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies to this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already used this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for its card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared objective: its points go to every sheet that achieves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (+%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flipped earlier this round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw nothing with this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the section you drew and flip the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your section (possible until the next card is flipped).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stations with 3 lines: %1 (5 points each)
with 4 lines: %2 (15 points each)
with 5 lines: %3 (30 points each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo rating: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer players are drawing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 districts × %2 stations in the busiest one = %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flipped in the last round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts twice for its district (double station).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumeCard</name>
    <message>
        <source>Your game is waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations also set how long the computer players pause between their moves.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
