; Inno Setup script of the Windows installer of Piquet Desktop (Inno Setup 6).
;
; Built by .github/workflows/desktop-builds.yml after PyInstaller has made dist\piquet\:
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\piquet /DIconFile=build\icons\piquet.ico ^
;        /Oout /Fpiquet-desktop-0.1.0-windows-x64-setup packaging\windows\piquet.iss
;
; What it does, and why:
; * Installs the one-folder bundle for the current user by default (no administrator needed;
;   the user may choose "for all users", which asks for elevation): HKA below is then the
;   user's or the machine's registry hive accordingly.
; * Registers the .piquet file type (ProgID PiquetDesktop.Partie, its icon, "open" with the
;   program and the file as its argument), so a double-click opens a saved partie; the
;   uninstaller removes exactly these keys. .piquet.json files of earlier builds are .json to
;   Windows (it reads only the last extension): they open with File > Open.
; * Adds a Start menu entry (and a desktop one if asked) and an uninstaller in Settings > Apps.
; * Never touches the user's data (parties, library, preferences in %APPDATA% / %LOCALAPPDATA%):
;   uninstalling keeps them, as a reinstall or an upgrade expects.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z ...
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\piquet"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\piquet.ico"
#endif

#define AppName "Piquet Desktop"
#define ExeName "piquet.exe"
#define ProgId "PiquetDesktop.Partie"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{7336E2F1-0436-4E02-9358-C28C482EF166}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Piquet Desktop contributors
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
LicenseFile=..\..\LICENSE
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#ExeName}
UninstallDisplayName={#AppName}
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
OutputDir=..\..\out
OutputBaseFilename=piquet-desktop-{#AppVersion}-setup

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#ExeName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#ExeName}"; Tasks: desktopicon

[Registry]
Root: HKA; Subkey: "Software\Classes\.piquet"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.piquet"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-piquet-partie+json"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.piquet\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Piquet partie"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#ExeName},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#ExeName}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#ExeName}"; ValueType: none; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#ExeName}\SupportedTypes"; ValueType: string; ValueName: ".piquet"; ValueData: ""

[Run]
Filename: "{app}\{#ExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
