; Tabibito's Windows installer (Inno Setup 6). The release workflow builds it after the frozen
; one-folder app (dist\tabibito\) and the icons (build\icons\tabibito.ico, packaging\icons.py):
;   iscc /DAppVersion=0.1.0 packaging\windows\tabibito.iss
; Per user or for everyone: the installer asks (no admin rights needed for "just me"); a Start
; menu entry, an optional desktop icon and an uninstaller; its texts in the app's five languages.
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

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\tabibito\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Tabibito"; Filename: "{app}\tabibito.exe"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\Tabibito"; Filename: "{app}\tabibito.exe"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\tabibito.exe"; Description: "{cm:LaunchApp}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python's byte-code caches written next to the app at run time (saves and settings live in the
; user's profile and are kept).
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
