<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>About</name>
    <message>
        <source>Designed by %1</source>
        <translation>ゲームデザイン：%1</translation>
    </message>
    <message>
        <source>Published by %1 (%2)</source>
        <translation>出版社：%1（%2）</translation>
    </message>
    <message>
        <source>Published by %1</source>
        <translation>出版社：%1</translation>
    </message>
    <message>
        <source>Expansion: %1 (%2)</source>
        <translation>拡張：%1（%2）</translation>
    </message>
    <message>
        <source>Coming soon to Tabibito</source>
        <translation>Tabibitoに近日登場</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline, alone or together.</source>
        <translation>日本旅行がテーマのボードゲームをオフラインで。ひとりでも、みんなでも遊べます。</translation>
    </message>
    <message>
        <source>All art in this app was drawn for it; the games belong to their authors and publishers.</source>
        <translation>このアプリのイラストはすべて、このアプリのために描き下ろしたものです。各ゲームの権利は、その作者と出版社に帰属します。</translation>
    </message>
    <message>
        <source>About Tabibito</source>
        <translation>Tabibitoについて</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
</context>
<context>
    <name>ComingSoonTile</name>
    <message>
        <source>Coming soon</source>
        <translation>近日登場</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Confirm</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>%1を待っています</translation>
    </message>
    <message>
        <source>You can still take this back with Undo.</source>
        <translation>「元に戻す」でまだ取り消せます。</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの手番です</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>%1の手番です</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the device to %1</source>
        <translation>%1に端末を渡してください</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now. Their cards stay hidden until they are ready.</source>
        <translation>ここからは%1以外の人は画面を見ないでください。準備ができるまで%1のカードは表示されません。</translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <translation>%1です：手番を表示</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>直前の手を取り消す</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>Tokaido</source>
        <translation>東海道</translation>
    </message>
    <message>
        <source>Walk the East Sea Road from Kyoto to Edo, collecting the sights on the way.</source>
        <translation>京都から江戸まで東海道を歩き、道中の名所をめぐりましょう。</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <translation>日本に行こう</translation>
    </message>
    <message>
        <source>Plan a week in Tokyo and Kyoto from the cards you draft.</source>
        <translation>ドラフトしたカードで、東京と京都での1週間を計画しましょう。</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <source>Solo or up to %1 players</source>
        <translation>1〜%1人（ソロ対応）</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1〜%2人</translation>
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
        <translation>日本旅行がテーマのボードゲームをオフラインで。コンピューターを相手にひとりで、または1台の画面を回してみんなで遊べます。</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>ゲームがインストールされていません。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game could not be started.</source>
        <translation>ゲームを開始できませんでした。</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>The game you are playing ends here. To come back to it later, save it first.</source>
        <translation>プレイ中のゲームはここで終了します。あとで続きを遊ぶには、先に保存してください。</translation>
    </message>
    <message>
        <source>Save it first…</source>
        <translation>先に保存…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>新しいゲームを始める</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito);;All files (*)</source>
        <translation>Tabibitoの保存データ (*.tabibito);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation>「%1」を開けませんでした。</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito)</source>
        <translation>Tabibitoの保存データ (*.tabibito)</translation>
    </message>
    <message>
        <source>“%1” could not be saved.</source>
        <translation>「%1」を保存できませんでした。</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>「%1」として保存しました。</translation>
    </message>
    <message>
        <source>%1, saved %2</source>
        <translation>%1、%2に保存</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>別のゲームを開きますか？</translation>
    </message>
    <message>
        <source>Open another game</source>
        <translation>別のゲームを開く</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>ホーム(&amp;H)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>&amp;About Tabibito</source>
        <translation>Tabibitoについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
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
        <translation>ファイルを読み込めませんでした。ファイルがまだ存在し、開く権限があるか確認してください。</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be loaded.</source>
        <translation>この保存データは破損しているため、読み込めません。</translation>
    </message>
    <message>
        <source>This saved game is incomplete: it was cut off while it was written or copied.</source>
        <translation>この保存データは不完全です。書き込みまたはコピーの途中で途切れています。</translation>
    </message>
    <message>
        <source>This file is not a Tabibito saved game.</source>
        <translation>このファイルはTabibitoの保存データではありません。</translation>
    </message>
    <message>
        <source>This file is too large to be a Tabibito saved game.</source>
        <translation>このファイルはTabibitoの保存データとしては大きすぎます。</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Tabibito. Update the app to open it.</source>
        <translation>このゲームは新しいバージョンのTabibitoで保存されています。開くにはアプリを更新してください。</translation>
    </message>
    <message>
        <source>This saved game is of a game this version of Tabibito does not have (%1).</source>
        <translation>この保存データのゲーム（%1）は、このバージョンのTabibitoには含まれていません。</translation>
    </message>
    <message>
        <source>This saved game breaks the rules at move %1, so it cannot be replayed.</source>
        <translation>この保存データは%1手目でルールに反しているため、再現できません。</translation>
    </message>
    <message>
        <source>This game of %1 was saved with newer rules than this version of Tabibito knows. Update the app to open it.</source>
        <translation>この%1の保存データは、このバージョンのTabibitoが対応していない新しいルールで保存されています。開くにはアプリを更新してください。</translation>
    </message>
    <message>
        <source>This saved game does not replay to the game that was saved: it was changed or damaged.</source>
        <translation>この保存データを再現しても、保存時のゲームと一致しません。データが変更されたか、破損しています。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>すべてのプレイヤーに名前を付けてください。</translation>
    </message>
    <message>
        <source>A player&apos;s name may have at most %1 characters.</source>
        <translation>プレイヤー名は%1文字以内にしてください。</translation>
    </message>
    <message>
        <source>A player&apos;s name may not hold control or invisible characters.</source>
        <translation>プレイヤー名に制御文字や不可視文字は使えません。</translation>
    </message>
    <message>
        <source>%1 has no option “%2”.</source>
        <translation>%1には「%2」というオプションはありません。</translation>
    </message>
    <message>
        <source>“%1” is not a possible value of the option “%2”.</source>
        <translation>「%1」はオプション「%2」に指定できる値ではありません。</translation>
    </message>
    <message>
        <source>Write options as KEY=VALUE, not “%1”.</source>
        <translation>オプションは「%1」ではなく、KEY=VALUE の形式で指定してください。</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <translation>%1のプレイ人数は%2〜%3人です。%4人ではプレイできません。</translation>
    </message>
    <message>
        <source>“%1” is not a level of the computer players of %2.</source>
        <translation>「%1」は%2のコンピューターのレベルにはありません。</translation>
    </message>
    <message>
        <source>Give one computer level for every seat, or one level for all of them.</source>
        <translation>コンピューターのレベルは、席ごとに1つずつ指定するか、全員共通で1つだけ指定してください。</translation>
    </message>
    <message>
        <source>The number of games to simulate must be at least one.</source>
        <translation>シミュレーションするゲーム数は1以上にしてください。</translation>
    </message>
    <message>
        <source>This version of Tabibito does not have the game “%1”.</source>
        <translation>このバージョンのTabibitoには「%1」というゲームはありません。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>今はその操作はできません。</translation>
    </message>
    <message>
        <source>Please wait: a computer player is deciding.</source>
        <translation>お待ちください。コンピューターが考えています。</translation>
    </message>
    <message>
        <source>Pass the device to the next player first.</source>
        <translation>先に次のプレイヤーに端末を渡してください。</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your game goes on; try another folder.</source>
        <translation>ゲームを保存できませんでした（%1）。ゲームはこのまま続けられます。別のフォルダーに保存してみてください。</translation>
    </message>
    <message>
        <source>%1 cannot be shown: this version has no board for it.</source>
        <translation>%1を表示できません。このバージョンにはこのゲームのボードがありません。</translation>
    </message>
    <message>
        <source>A computer player could not decide. Save the game and report the problem.</source>
        <translation>コンピューターが手を決められませんでした。ゲームを保存して、問題を報告してください。</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>問題が発生しました（%1）。</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>コンピューター：易しい</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>コンピューター：普通</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>コンピューター：難しい</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>新しいゲーム：%1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Leave empty for the name shown in grey</source>
        <translation>空欄のままにするとグレーの名前になります</translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message>
        <source>On</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Draw a section on the card&apos;s symbol, or pass.</source>
        <translation>カードのシンボルの駅まで区間を引くか、パスしてください。</translation>
    </message>
    <message>
        <source>Draw one more section straight on, or go to the next card.</source>
        <translation>同じ方向にまっすぐもう1区間引くか、次のカードに進んでください。</translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation>行動を選んでください。</translation>
    </message>
    <message>
        <source>The map of Tokyo could not be loaded; reinstall Tabibito.</source>
        <translation>東京のマップを読み込めませんでした。Tabibitoを再インストールしてください。</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s)</source>
        <extracomment>The result of a solo game: %1 is the solo rating&apos;s title.</extracomment>
        <translation>
            <numerusform>%1 — %n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>%1 is the winner&apos;s name.</extracomment>
        <translation>
            <numerusform>%1が%n点で勝利！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>%1 lists the winners&apos; names.</extracomment>
        <translation>
            <numerusform>%n点で同点勝利：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Station: Tokyo</source>
        <translation>ネクストステーション：トーキョー</translation>
    </message>
    <message>
        <source>Draw four subway lines across Tokyo, one flipped card at a time.</source>
        <translation>カードを1枚ずつめくり、東京に地下鉄を4路線引きましょう。</translation>
    </message>
    <message>
        <source>circle</source>
        <extracomment>symbol name, lower case, inserted where a card or station has this symbol: &quot;to a %3 station&quot;, &quot;The first %2 card&quot;, &quot;this %2 card&quot;. Use the form that fits &quot;with the symbol …&quot;.</extracomment>
        <translation>丸</translation>
    </message>
    <message>
        <source>triangle</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>三角</translation>
    </message>
    <message>
        <source>square</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>四角</translation>
    </message>
    <message>
        <source>pentagon</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>五角形</translation>
    </message>
    <message>
        <source>blue</source>
        <extracomment>pencil colour, lower case, inserted as an adjective of a line or a pencil: &quot;the %2 line&quot;, &quot;a %2 section&quot;, &quot;Line %1 · %2&quot;, &quot;(%2 pencil)&quot;, &quot;%1 pencil: line %2&quot;</extracomment>
        <translation>青</translation>
    </message>
    <message>
        <source>pink</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>ピンク</translation>
    </message>
    <message>
        <source>purple</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>紫</translation>
    </message>
    <message>
        <source>brown</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>茶色</translation>
    </message>
    <message>
        <source>green loop</source>
        <extracomment>the pre-printed green line, named where a colour would be: &quot;the %2 line&quot;</extracomment>
        <translation>緑の環状線</translation>
    </message>
    <message>
        <source>Circle station</source>
        <translation>丸の駅</translation>
    </message>
    <message>
        <source>Triangle station</source>
        <translation>三角の駅</translation>
    </message>
    <message>
        <source>Square station</source>
        <translation>四角の駅</translation>
    </message>
    <message>
        <source>Pentagon station</source>
        <translation>五角形の駅</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>丸</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>三角</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>四角</translation>
    </message>
    <message>
        <source>Pentagon</source>
        <translation>五角形</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>分岐</translation>
    </message>
    <message>
        <source>Street</source>
        <extracomment>kind of station card (the six above-ground cards), inserted after the card&apos;s name: &quot;%1 (%2 card)&quot; and &quot;Card flipped: %1 (%2)&quot;. Usually an adjective.</extracomment>
        <translation>地上</translation>
    </message>
    <message>
        <source>Subway</source>
        <extracomment>kind of station card (the five round-ending underground cards), inserted like &quot;Street&quot;</extracomment>
        <translation>地下鉄</translation>
    </message>
    <message>
        <source>Joker + double track</source>
        <translation>ジョーカー＋複線</translation>
    </message>
    <message>
        <source>Double station</source>
        <translation>2駅分</translation>
    </message>
    <message>
        <source>Straight on</source>
        <translation>直進</translation>
    </message>
    <message>
        <source>The card acts as a joker: any symbol, and the section may double one section of another colour.</source>
        <translation>このカードはジョーカーになります。好きなシンボルを選べて、他の色の区間1つに複線で重ねて引けます。</translation>
    </message>
    <message>
        <source>The section may start at any station of your line.</source>
        <translation>自分の路線上のどの駅からでも区間を引き始められます。</translation>
    </message>
    <message>
        <source>The station reached counts twice for its district.</source>
        <translation>到達した駅は、そのエリアで2駅分として数えます。</translation>
    </message>
    <message>
        <source>After drawing, you may draw one more section straight on.</source>
        <translation>区間を引いたあと、同じ方向にまっすぐもう1区間引けます。</translation>
    </message>
    <message>
        <source>Reach all 8 green stations</source>
        <translation>8つの緑の駅すべてに到達</translation>
    </message>
    <message>
        <source>At least 4 stations where 3 or more lines meet</source>
        <translation>3路線以上が交わる駅が4つ以上</translation>
    </message>
    <message>
        <source>A station where 5 lines meet</source>
        <translation>5路線が交わる駅</translation>
    </message>
    <message>
        <source>A station in each of the 13 districts</source>
        <translation>13のエリアすべてに駅</translation>
    </message>
    <message>
        <source>All 8 tourist stamps</source>
        <translation>8つの観光スタンプすべて</translation>
    </message>
    <message>
        <source>Line 1</source>
        <translation>路線1</translation>
    </message>
    <message>
        <source>Line 2</source>
        <translation>路線2</translation>
    </message>
    <message>
        <source>Line 3</source>
        <translation>路線3</translation>
    </message>
    <message>
        <source>Line 4</source>
        <translation>路線4</translation>
    </message>
    <message>
        <source>Interchanges</source>
        <translation>乗換駅</translation>
    </message>
    <message>
        <source>Tourist stamps</source>
        <translation>観光スタンプ</translation>
    </message>
    <message>
        <source>Missed green</source>
        <translation>未接続の緑の駅</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Symbol and effect cards</source>
        <translation>シンボル＆効果カード</translation>
    </message>
    <message>
        <source>Shared objectives</source>
        <translation>共通目標</translation>
    </message>
    <message>
        <source>corner district</source>
        <extracomment>the kind of district a station lies in, in the station tooltip &quot;%1, %2&quot; (e.g. &quot;Circle station, corner district&quot;); one noun for all four kinds</extracomment>
        <translation>角のエリア</translation>
    </message>
    <message>
        <source>edge district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>外周のエリア</translation>
    </message>
    <message>
        <source>inner district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>内側のエリア</translation>
    </message>
    <message>
        <source>centre district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>中央のエリア</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>見習い</translation>
    </message>
    <message>
        <source>Ticket inspector</source>
        <translation>改札係</translation>
    </message>
    <message>
        <source>Train driver</source>
        <translation>運転士</translation>
    </message>
    <message>
        <source>Station master</source>
        <translation>駅長</translation>
    </message>
    <message>
        <source>Network planner</source>
        <translation>路線網プランナー</translation>
    </message>
    <message>
        <source>Legend of the Tokyo subway</source>
        <translation>伝説の路線プランナー</translation>
    </message>
    <message>
        <source>This section would cross a line already drawn.</source>
        <translation>この区間は、すでに引かれた路線と交差します。</translation>
    </message>
    <message>
        <source>Your line already visits this station.</source>
        <translation>自分の路線がすでにこの駅を通っています。</translation>
    </message>
    <message>
        <source>This station does not show the symbol of the card.</source>
        <translation>この駅はカードのシンボルと一致しません。</translation>
    </message>
    <message>
        <source>A section may not pass through a station.</source>
        <translation>区間は駅を通り抜けられません。</translation>
    </message>
    <message>
        <source>No dotted guide joins these two stations.</source>
        <translation>この2つの駅を結ぶ点線はありません。</translation>
    </message>
    <message>
        <source>A section must start at an end of your line.</source>
        <translation>区間は自分の路線の端から引き始める必要があります。</translation>
    </message>
    <message>
        <source>This section is already drawn; only a joker&apos;s double track may run along one line of another colour.</source>
        <translation>この区間はすでに引かれています。他の色の路線に重ねて引けるのは、ジョーカーの複線だけです。</translation>
    </message>
    <message>
        <source>This station is a %1; the card shows a %2.</source>
        <translation>この駅のシンボルは%1ですが、カードのシンボルは%2です。</translation>
    </message>
    <message>
        <source>This section would cross the green loop.</source>
        <translation>この区間は緑の環状線と交差します。</translation>
    </message>
    <message>
        <source>This section would cross the %1 line.</source>
        <translation>この区間は%1の路線と交差します。</translation>
    </message>
    <message>
        <source>Your line already passes through this %1 station.</source>
        <translation>自分の路線がすでにこの%1の駅を通っています。</translation>
    </message>
    <message>
        <source>Your line already runs along this section.</source>
        <translation>自分の路線がすでにこの区間を通っています。</translation>
    </message>
    <message>
        <source>The %1 line already runs along this section; only a joker&apos;s double track may share it.</source>
        <translation>この区間にはすでに%1の路線が通っています。重ねて引けるのは、ジョーカーの複線だけです。</translation>
    </message>
    <message>
        <source>This section already carries two lines.</source>
        <translation>この区間にはすでに2本の路線が通っています。</translation>
    </message>
    <message>
        <source>Only a joker&apos;s double track may run along the green loop.</source>
        <translation>緑の環状線に重ねて引けるのは、ジョーカーの複線だけです。</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to a station of your line.</source>
        <translation>この%1の駅と自分の路線上の駅を結ぶ点線はありません。</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to an end of your line.</source>
        <translation>この%1の駅と自分の路線の端を結ぶ点線はありません。</translation>
    </message>
    <message>
        <source>This section would pass through the %1 station in between.</source>
        <translation>この区間は、途中にある%1の駅を通り抜けてしまいます。</translation>
    </message>
    <message>
        <source>More than one station of your line reaches this one: click the one to draw from.</source>
        <translation>自分の路線上の複数の駅からこの駅まで引けます。引き始める駅をクリックしてください。</translation>
    </message>
    <message>
        <source>Click a lit station to draw the section to it.</source>
        <translation>光っている駅をクリックすると、その駅まで区間を引きます。</translation>
    </message>
    <message>
        <source>You have drawn your section for this card: undo it or go to the next card.</source>
        <translation>このカードの区間はすでに引いています。取り消すか、次のカードに進んでください。</translation>
    </message>
    <message>
        <source>The extra section must go straight on.</source>
        <translation>追加の区間は、まっすぐ同じ方向に引く必要があります。</translation>
    </message>
    <message>
        <source>You have already decided for this card.</source>
        <translation>このカードについては、すでに選択済みです。</translation>
    </message>
    <message>
        <source>Start from a station of this round&apos;s line.</source>
        <translation>このラウンドの路線上の駅から引き始めてください。</translation>
    </message>
    <message>
        <source>Line %1 · %2</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 its pencil colour</extracomment>
        <translation>路線%1・%2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>ラウンド %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation>
            <numerusform>地下鉄カード：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation>
            <numerusform>%n駅</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>スタンプ%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <extracomment>%1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one district, %4 the line&apos;s points</extracomment>
        <translation>
            <numerusform>%1の%2の路線：%nエリア × %3駅 = %4点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <extracomment>%1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)</extracomment>
        <translation>
            <numerusform>上級モジュール%n個につき、1個あたり%2点を引いた%1点で評価しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>ラウンド%1開始。</translation>
    </message>
    <message>
        <source>Round %1 begins. The first %2 card brings “%3”.</source>
        <extracomment>%1 the round (1-4), %2 the round&apos;s blue symbol (a card with that symbol), %3 the orange effect it triggers</extracomment>
        <translation>ラウンド%1開始。最初の%2のカードで「%3」が発動します。</translation>
    </message>
    <message>
        <source>Card flipped: %1 (%2). %3</source>
        <extracomment>%1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;), %3 the sentence &quot;%n subway card(s) left this round&quot;</extracomment>
        <translation>カードをめくりました：%1（%2）。%3</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station on double track.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1が%3の駅まで%2の区間を複線で引きました。</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1が%3の駅まで%2の区間を引きました。</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1はパスしました。</translation>
    </message>
    <message>
        <source>“%1” applies to this %2 card.</source>
        <extracomment>%1 an orange effect&apos;s name, %2 a symbol (of the card)</extracomment>
        <translation>この%2のカードに「%1」が適用されます。</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>ゲーム終了。%1</translation>
    </message>
    <message>
        <source>Map sheet of %1</source>
        <translation>%1のマップシート</translation>
    </message>
    <message>
        <source>Click to draw the section to this station.</source>
        <translation>クリックすると、この駅まで区間を引きます。</translation>
    </message>
    <message>
        <source>Click to start the section here.</source>
        <translation>クリックすると、ここから区間を引き始めます。</translation>
    </message>
    <message>
        <source>No section can be drawn with this card: pass.</source>
        <translation>このカードでは区間を引けません。パスしてください。</translation>
    </message>
    <message>
        <source>No section can be drawn from this station with this card.</source>
        <translation>このカードでは、この駅から区間を引けません。</translation>
    </message>
    <message>
        <source>Straight on: you may draw one more section in the same direction, or go to the next card.</source>
        <translation>直進：同じ方向にもう1区間引くか、次のカードに進んでください。</translation>
    </message>
    <message>
        <source>Straight on: the way ahead is blocked. Go to the next card.</source>
        <translation>直進：この先には進めません。次のカードに進んでください。</translation>
    </message>
    <message>
        <source>Section drawn. Take it back with Undo, or go to the next card.</source>
        <translation>区間を引きました。「取り消す」で元に戻すか、次のカードに進んでください。</translation>
    </message>
    <message>
        <source>Section drawn. Go on to the next card.</source>
        <translation>区間を引きました。次のカードに進んでください。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>station tooltip: %1 &quot;Circle station&quot; etc., %2 its district kind (&quot;corner district&quot;…)</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>On the green loop</source>
        <translation>緑の環状線の駅</translation>
    </message>
    <message>
        <source>Departure of the %1 line</source>
        <extracomment>%1 a pencil colour (of the line)</extracomment>
        <translation>%1の路線の出発駅</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>獲得済み</translation>
    </message>
    <message>
        <source>Line %1 starts here (%2 pencil)</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 a pencil colour (of the pencil)</extracomment>
        <translation>路線%1の出発駅（%2の色鉛筆）</translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <extracomment>card tooltip: %1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;)</extracomment>
        <translation>%1（%2カード）</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>All four lines are drawn. Pick a sheet below to compare the maps.</source>
        <translation>4本の路線をすべて引き終えました。下でシートを選んで、マップを見比べてみましょう。</translation>
    </message>
    <message>
        <source>%1 pencil: line %2</source>
        <extracomment>%1 a pencil colour (of the pencil), %2 the line&apos;s number (1-4)</extracomment>
        <translation>%1の色鉛筆：路線%2</translation>
    </message>
    <message>
        <source>Any symbol; the section may double one line of another colour.</source>
        <translation>好きなシンボルを選べます。他の色の路線1本に複線で重ねて引けます。</translation>
    </message>
    <message>
        <source>Switch: start from any station of your line.</source>
        <translation>分岐：自分の路線上のどの駅からでも引き始められます。</translation>
    </message>
    <message>
        <source>The switch came too early in the round: no branching.</source>
        <translation>分岐カードが出るのが早すぎたため（ラウンドの1〜2枚目）、分岐できません。</translation>
    </message>
    <message>
        <source>Stations with 3 lines: %1 (%4 points each)
with 4 lines: %2 (%5 points each)
with 5 lines: %3 (%6 points each)</source>
        <translation>3路線の駅：%1（各%4点）
4路線の駅：%2（各%5点）
5路線の駅：%3（各%6点）</translation>
    </message>
    <message>
        <source>First %1 card: %2. %3</source>
        <extracomment>%1 the round&apos;s blue symbol (a card with that symbol), %2 the effect&apos;s name, %3 a sentence on whether it applies now</extracomment>
        <translation>最初の%1のカード：%2。%3</translation>
    </message>
    <message>
        <source>You passed. Take it back with Undo, or go to the next card.</source>
        <translation>パスしました。「取り消す」で元に戻すか、次のカードに進んでください。</translation>
    </message>
    <message>
        <source>You passed. Go on to the next card.</source>
        <translation>パスしました。次のカードに進んでください。</translation>
    </message>
    <message>
        <source>Applies to this card.</source>
        <translation>このカードに適用されます。</translation>
    </message>
    <message>
        <source>Already used this round.</source>
        <translation>このラウンドでは使用済みです。</translation>
    </message>
    <message>
        <source>Waiting for its card.</source>
        <translation>対象のカードを待っています。</translation>
    </message>
    <message>
        <source>A shared objective: its points go to every sheet that achieves it.</source>
        <translation>共通目標：達成したすべてのシートに得点が入ります。</translation>
    </message>
    <message>
        <source>%1 %2 (+%3)</source>
        <translation>%1 %2（+%3）</translation>
    </message>
    <message>
        <source>Flipped earlier this round:</source>
        <translation>このラウンドでめくったカード：</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Draw nothing with this card.</source>
        <translation>このカードでは何も引きません。</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>次のカード</translation>
    </message>
    <message>
        <source>Keep the section you drew and flip the next card.</source>
        <translation>引いた区間を確定して、次のカードをめくります。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>Take back your section (possible until the next card is flipped).</source>
        <translation>引いた区間を取り消します（次のカードをめくるまで可能）。</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Sheet of</source>
        <translation>表示するシート</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>%1未満</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>%1超</translation>
    </message>
    <message>
        <source>Solo rating: %1 (%2)</source>
        <translation>ソロ評価：%1（%2）</translation>
    </message>
    <message>
        <source>The computer players are drawing…</source>
        <translation>コンピューターが路線を引いています…</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s sheet.</source>
        <translation>他のプレイヤーのシートを表示しています。</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>他のプレイヤーを待っています。</translation>
    </message>
    <message>
        <source>Flipped in the last round:</source>
        <translation>最終ラウンドでめくったカード：</translation>
    </message>
    <message>
        <source>Counts twice for its district (double station).</source>
        <translation>この駅はエリア内で2駅として数えます（2駅分）。</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s)</source>
        <extracomment>the D of a line&apos;s score D × M: inserted as %1 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%nエリア</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) in its busiest district</source>
        <extracomment>the M of a line&apos;s score D × M: its most stations in one district; inserted as %2 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>最多エリアの%n駅</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 = %n point(s)</source>
        <extracomment>a line&apos;s score: %1 &quot;%n district(s)&quot;, %2 &quot;%n station(s) in its busiest district&quot;, %n the points</extracomment>
        <translation>
            <numerusform>%1 × %2 = %n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one player&apos;s final total in the game-over log line: %1 the player, %n the points</extracomment>
        <translation>
            <numerusform>%1：%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this corner district</source>
        <extracomment>tooltip of a corner district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>観光スタンプ：この角のエリアに乗換駅があれば%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this edge district</source>
        <extracomment>tooltip of an edge district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>観光スタンプ：この外周のエリアに乗換駅があれば%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>SUBWAY</source>
        <extracomment>painted in bold capitals on the coloured band of a subway (round-ending) card: about 50 px wide at 9 px, so a short word (or an abbreviation) only</extracomment>
        <translation>地下鉄</translation>
    </message>
    <message>
        <source>Objective met!</source>
        <translation>目標達成！</translation>
    </message>
</context>
<context>
    <name>ResumeCard</name>
    <message>
        <source>Your game is waiting</source>
        <translation>続きのゲームがあります</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>ゲームに戻る</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>前回のゲームを続ける</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>現在の得点</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>ボードを見る</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>ホーム</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>The scores are counted at the end of the game.</source>
        <translation>得点はゲーム終了時に計算されます。</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1の勝利！</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>同点で勝利：%1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>アニメーション</translation>
    </message>
    <message>
        <source>Animations also set how long the computer players pause between their moves.</source>
        <translation>アニメーションの設定は、コンピューターが次の手を打つまでの待ち時間にも反映されます。</translation>
    </message>
</context>
</TS>
