; Tabibito's Windows installer (Inno Setup 6). The release workflow builds it after the frozen
; one-folder app (dist\tabibito\) and the icons (build\icons\tabibito.ico, packaging\icons.py):
;   iscc /DAppVersion=0.1.0 packaging\windows\tabibito.iss
; Per user or for everyone: the installer asks (no admin rights needed for "just me"); a Start
; menu entry, an optional desktop icon, .tabibito saves that open in the app, and an uninstaller;
; its texts in the app's five languages. The folder holds tabibito.exe (the game) and
; tabibito-console.exe (the command line and --self-test, which print to the console).
; Saved as UTF-8 with a byte-order mark, so Inno Setup reads the Japanese, Polish and Hungarian texts.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\tabibito.iss
#endif

[Setup]
AppId={{6F1C2B9E-4D3A-4E8B-9A51-7A1B0C2D3E4F}
AppName=Tabibito
AppVersion={#AppVersion}
AppVerName=Tabibito {#AppVersion}
AppPublisher=Tabibito
DefaultDirName={autopf}\Tabibito
DefaultGroupName=Tabibito
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6.11 and Python 3.11 run on Windows 10 1809 and later: refuse older systems up front.
MinVersion=10.0.17763
ChangesAssociations=yes
OutputDir=..\..\dist
OutputBaseFilename=tabibito-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\build\icons\tabibito.ico
UninstallDisplayIcon={app}\tabibito.exe
UninstallDisplayName=Tabibito
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
UsePreviousLanguage=no

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "ja"; MessagesFile: "compiler:Languages\Japanese.isl"
Name: "hu"; MessagesFile: "compiler:Languages\Hungarian.isl"
Name: "pl"; MessagesFile: "compiler:Languages\Polish.isl"

[CustomMessages]
en.AppComment=Japan-travel board games, offline: alone against the computer or passing one screen around
de.AppComment=Japanische Reise-Brettspiele offline: allein gegen den Computer oder reihum an einem Bildschirm
ja.AppComment=日本を旅するボードゲームをオフラインで。コンピューターと一人で、または一台の画面をみんなで回して
hu.AppComment=Japán utazós társasjátékok offline: egyedül a számítógép ellen vagy egy képernyőt körbeadva
pl.AppComment=Gry planszowe o podróży po Japonii, offline: samemu z komputerem albo przekazując sobie jeden ekran
en.LaunchApp=Start Tabibito now
de.LaunchApp=Tabibito jetzt starten
ja.LaunchApp=今すぐ旅人（Tabibito）を起動する
hu.LaunchApp=A Tabibito indítása most
pl.LaunchApp=Uruchom teraz Tabibito
en.SaveFileType=Tabibito saved game
de.SaveFileType=Tabibito-Spielstand
ja.SaveFileType=Tabibitoの保存データ
hu.SaveFileType=Tabibito mentett játék
pl.SaveFileType=Zapisana gra Tabibito

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade starts from an empty _internal: a Qt plugin or library that an older release had and
; this one dropped would otherwise stay, and Qt loads every plugin it finds in its folders.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "..\..\dist\tabibito\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Registry]
; .tabibito saves open in the app (Explorer passes the file: tabibito.exe "FILE"). HKA is the
; current user's classes for a per-user install, the machine's for an install for everyone.
Root: HKA; Subkey: "Software\Classes\.tabibito"; ValueType: string; ValueName: ""; ValueData: "Tabibito.Save"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.tabibito\OpenWithProgids"; ValueType: string; ValueName: "Tabibito.Save"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Tabibito.Save"; ValueType: string; ValueName: ""; ValueData: "{cm:SaveFileType}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Tabibito.Save\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\tabibito.exe,0"
Root: HKA; Subkey: "Software\Classes\Tabibito.Save\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\tabibito.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\tabibito.exe\SupportedTypes"; ValueType: string; ValueName: ".tabibito"; ValueData: ""; Flags: uninsdeletekey

[Icons]
Name: "{autoprograms}\Tabibito"; Filename: "{app}\tabibito.exe"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\Tabibito"; Filename: "{app}\tabibito.exe"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\tabibito.exe"; Description: "{cm:LaunchApp}"; Flags: nowait postinstall skipifsilent

; No [UninstallDelete]: the app writes nothing into its folder (saves and settings live in the
; user's profile and are kept), so the uninstaller leaves the folder empty and removes it; the
; release workflow checks that nothing is left.
