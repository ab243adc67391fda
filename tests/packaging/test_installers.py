"""The installers: the icon formats, the Linux packages, the Windows and macOS scripts, and the
release workflow that builds them on the three systems.

What only a Windows or macOS runner can prove (Inno Setup compiling, hdiutil, the frozen .exe
and .app starting) is the release workflow's job; here its files are parsed and checked.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
ISS = PACKAGING / "windows" / "tabibito.iss"
LANGUAGES = ("en", "de", "ja", "hu", "pl")
PNG = b"\x89PNG\r\n\x1a\n"


SHELL_SCRIPTS = (ROOT / ".ci" / "run", PACKAGING / "macos" / "make_dmg.sh")


def real_bash() -> str | None:
    """A bash that can check a script: on Windows Git's, never System32's bash.exe, the WSL
    launcher, which says "no installed distributions" (and which CreateProcess would pick for a
    plain "bash" before the PATH); None where there is no such bash."""
    windows = sys.platform == "win32"
    system_root = Path(os.environ.get("SYSTEMROOT", r"C:\Windows")).resolve()
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        found = shutil.which("bash", path=folder) if folder else None
        if found is None:
            continue
        path = Path(found).resolve()
        if windows and (path.is_relative_to(system_root) or "WindowsApps" in path.parts):
            continue
        return str(path)
    return None


def bash_syntax_ok(script: Path) -> bool:
    bash = real_bash()
    if bash is None:
        if sys.platform == "win32":
            pytest.skip("no Git bash on this Windows (System32's bash.exe is WSL's launcher)")
        pytest.fail("bash is missing")
    return subprocess.run([bash, "-n", str(script)]).returncode == 0


def load(name: str, folder: Path = PACKAGING):
    spec = importlib.util.spec_from_file_location(f"_tabibito_{name}", folder / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))  # linux.py imports icons.py beside it
    spec.loader.exec_module(module)
    return module


# --- icons --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def icon_files(tmp_path_factory, qapp):
    return load("icons").build(tmp_path_factory.mktemp("icons"))


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG
    return struct.unpack(">II", data[16:24])


def test_icons_come_in_every_hicolor_size(icon_files):
    icons = load("icons")
    for size in icons.HICOLOR_SIZES:
        path = icon_files[f"png{size}"]
        assert path.parent.parent.name == f"{size}x{size}"
        assert png_size(path.read_bytes()) == (size, size)
    assert icon_files["svg"].read_bytes() == icons.SOURCE.read_bytes()


def test_the_windows_icon_holds_one_png_per_size(icon_files):
    data = icon_files["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, _h, _c, _r, _planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        image = data[offset : offset + length]
        side = png_size(image)[0]
        assert side == (width or 256) and bits == 32
        sizes.append(side)
    assert sizes == sorted(load("icons").ICO_SIZES)


def test_the_macos_icon_holds_the_retina_sizes(icon_files):
    data = icon_files["icns"].read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, offset = {}, 8
    while offset < len(data):
        kind, length = (
            data[offset : offset + 4],
            struct.unpack(">I", data[offset + 4 : offset + 8])[0],
        )
        found[kind] = png_size(data[offset + 8 : offset + length])[0]
        offset += length
    assert found[b"ic10"] == 1024 and found[b"ic07"] == 128 and found[b"icp4"] == 16


# --- Linux --------------------------------------------------------------------------------


def desktop_entry_keys(text: str) -> dict[str, str]:
    parser = configparser.RawConfigParser(delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(text)
    return dict(parser["Desktop Entry"])


def test_the_desktop_entry_speaks_the_five_languages():
    linux = load("linux")
    keys = desktop_entry_keys(linux.desktop_entry("tabibito", "tabibito"))
    assert keys["Exec"] == "tabibito" and keys["Icon"] == "tabibito"
    assert "Game" in keys["Categories"].split(";")
    for field in ("GenericName", "Comment", "Keywords"):
        assert field in keys
        for lang in LANGUAGES[1:]:
            assert keys[f"{field}[{lang}]"] and keys[f"{field}[{lang}]"] != keys[field]
    assert "日本に行こう" in keys["Comment[ja]"] and "Auf nach Japan" in keys["Comment[de]"]


def test_the_package_depends_on_what_ci_installs():
    from tests.packaging.test_packaging import ci_system_packages

    linux = load("linux")
    assert set(linux.QT_DEPENDS) == set(ci_system_packages())


@pytest.fixture
def fake_app(tmp_path):
    """A stand-in for the frozen one-folder app: a launcher script and the licences."""
    app = tmp_path / "tabibito"
    fonts = app / "_internal" / "resources" / "fonts"
    fonts.mkdir(parents=True)
    (fonts / "NotoSans-OFL.txt").write_text("SIL Open Font License\n", encoding="utf-8")
    licences = app / "_internal" / "resources" / "licences"
    licences.mkdir()
    (licences / "LGPL-3.0.txt").write_text("GNU LESSER GENERAL PUBLIC LICENSE\n", encoding="utf-8")
    launcher = app / "tabibito"
    launcher.write_text("#!/bin/sh\necho tabibito\n", encoding="utf-8")
    launcher.chmod(0o755)
    return app


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb: Debian/Ubuntu only")
def test_the_deb_installs_the_app_in_opt_with_a_launcher_entry_and_icons(fake_app, tmp_path, qapp):
    linux = load("linux")
    deb = linux.build_deb(fake_app, tmp_path)
    assert deb.name == f"tabibito_{linux.version()}_amd64.deb"
    info = subprocess.run(["dpkg-deb", "--field", str(deb)], capture_output=True, text=True,
                          check=True).stdout  # fmt: skip
    fields = dict(line.split(": ", 1) for line in info.splitlines() if ": " in line)
    assert fields["Package"] == "tabibito" and fields["Architecture"] == "amd64"
    assert set(fields["Depends"].split(", ")) == set(linux.QT_DEPENDS)
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True,
                             text=True, check=True).stdout  # fmt: skip
    assert re.search(r"^-rwxr-xr-x root/root .* \./opt/tabibito/tabibito$", listing, re.M)
    assert re.search(r"\./usr/bin/tabibito -> /opt/tabibito/tabibito$", listing, re.M)
    for path in ("./usr/share/applications/tabibito.desktop",
                 "./usr/share/icons/hicolor/256x256/apps/tabibito.png",
                 "./usr/share/icons/hicolor/scalable/apps/tabibito.svg",
                 "./usr/share/doc/tabibito/NotoSans-OFL.txt",
                 "./usr/share/doc/tabibito/LGPL-3.0.txt"):  # fmt: skip
        assert path in listing


def test_the_tarball_carries_the_app_a_desktop_entry_and_an_install_note(fake_app, tmp_path):
    linux = load("linux")
    archive = linux.build_tarball(fake_app, tmp_path)
    top = f"tabibito-{linux.version()}"
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
        note = tar.extractfile(f"{top}/INSTALL.txt").read().decode()
        entry = tar.extractfile(f"{top}/tabibito.desktop").read().decode()
    assert f"{top}/tabibito/tabibito" in names
    assert "libxcb-cursor0" in note and "./tabibito/tabibito" in note
    assert desktop_entry_keys(entry)["Exec"] == "tabibito/tabibito"


# --- Windows ------------------------------------------------------------------------------


def iss_sections() -> dict[str, list[str]]:
    raw = ISS.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "Inno Setup reads UTF-8 only with a byte-order mark"
    sections: dict[str, list[str]] = {}
    current = None
    for line in raw.decode("utf-8-sig").splitlines():
        line = line.strip()
        if not line or line.startswith(";") or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], [])
        elif current is not None:
            current.append(line)
    return sections


def test_the_windows_installer_offers_a_per_user_install_and_a_desktop_icon():
    sections = iss_sections()
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["PrivilegesRequired"] == "lowest"
    assert "dialog" in setup["PrivilegesRequiredOverridesAllowed"]
    assert setup["SetupIconFile"].endswith(r"build\icons\tabibito.ico")
    assert setup["DefaultDirName"] == r"{autopf}\Tabibito"
    assert any('Name: "desktopicon"' in task for task in sections["Tasks"])
    icons = sections["Icons"]
    assert any(line.startswith(r'Name: "{autoprograms}\Tabibito"') for line in icons)
    assert any("Tasks: desktopicon" in line for line in icons)
    assert any(r'Source: "..\..\dist\tabibito\*"' in line for line in sections["Files"])


def test_the_windows_installer_speaks_the_five_languages():
    sections = iss_sections()
    languages = re.findall(r'Name: "(\w+)"', "\n".join(sections["Languages"]))
    assert tuple(languages) == LANGUAGES
    messages: dict[str, set[str]] = {}
    for line in sections["CustomMessages"]:
        key, text = line.split("=", 1)
        lang, name = key.split(".")
        assert text.strip()
        messages.setdefault(name, set()).add(lang)
    assert messages and all(langs == set(LANGUAGES) for langs in messages.values())


def iss_entries(section: str) -> list[dict[str, str]]:
    """The `Key: value; Key: value` lines of a section, Inno's doubled quotes undone."""
    entries = []
    for line in iss_sections()[section]:
        fields = re.findall(r'(\w+): ("(?:[^"]|"")*"|[^;]*)', line)
        entries.append({key: value.strip()[1:-1].replace('""', '"')
                        if value.strip().startswith('"') else value.strip()
                        for key, value in fields})
    return entries


def test_an_upgrade_replaces_the_whole_internal_folder():
    """A Qt plugin an older release had and this one dropped must not stay: Qt loads every
    plugin in its folders."""
    (entry,) = iss_entries("InstallDelete")
    assert entry == {"Type": "filesandordirs", "Name": r"{app}\_internal"}
    # and the app writes nothing into its folder, so the uninstaller leaves nothing behind
    assert "UninstallDelete" not in iss_sections()


def test_the_installer_refuses_windows_older_than_qt_supports():
    setup = dict(line.split("=", 1) for line in iss_sections()["Setup"])
    assert setup["MinVersion"] == "10.0.17763"  # Windows 10 1809: Qt 6's oldest
    assert setup["ChangesAssociations"] == "yes"


def test_saved_games_open_in_the_app_from_explorer():
    registry = {entry["Subkey"]: entry for entry in iss_entries("Registry")}
    assert all(entry["Root"] == "HKA" for entry in registry.values())
    command = registry[r"Software\Classes\Tabibito.Save\shell\open\command"]["ValueData"]
    assert command == r'"{app}\tabibito.exe" "%1"'  # the windowed app: `tabibito FILE`
    assert registry[r"Software\Classes\.tabibito"]["ValueData"] == "Tabibito.Save"
    assert registry[r"Software\Classes\.tabibito\OpenWithProgids"]["ValueName"] == "Tabibito.Save"
    assert registry[r"Software\Classes\Tabibito.Save"]["ValueData"] == "{cm:SaveFileType}"
    # uninstalling takes the association away again
    assert "uninsdeletekey" in registry[r"Software\Classes\Tabibito.Save"]["Flags"]
    for subkey in (r"Software\Classes\.tabibito", r"Software\Classes\.tabibito\OpenWithProgids"):
        assert "uninsdeletevalue" in registry[subkey]["Flags"]


# --- macOS --------------------------------------------------------------------------------


def test_the_macos_bundle_is_localised_and_high_dpi(tmp_path):
    bundle = load("bundle", PACKAGING / "macos")
    info = bundle.info_plist("1.2.3")
    assert plistlib.loads(plistlib.dumps(info)) == info
    assert info["CFBundleLocalizations"] == list(LANGUAGES)
    assert info["NSHighResolutionCapable"] is True
    assert info["CFBundleShortVersionString"] == "1.2.3"
    written = bundle.write_localisations(tmp_path / "lproj")
    assert sorted(p.parent.name for p in written) == sorted(f"{lang}.lproj" for lang in LANGUAGES)
    ja = (tmp_path / "lproj/ja.lproj/InfoPlist.strings").read_text(encoding="utf-8")
    assert '"旅人 Tabibito"' in ja


def strings_file(text: str) -> dict[str, str]:
    """The key-value pairs of an InfoPlist.strings file."""
    pairs = re.findall(r'^"?([^"=]+?)"?\s*=\s*"([^"]*)";$', text, re.M)
    assert len(pairs) == len(text.splitlines()), f"a line is not `key = \"value\";`:\n{text}"
    return dict(pairs)


def test_the_macos_app_is_a_regular_app_for_macos_13_and_later():
    """A Dock icon and a menu bar (not background-only), the light look the app paints, and the
    oldest macOS the bundled Qt wheels (macosx_13_0_universal2) run on."""
    info = load("bundle", PACKAGING / "macos").info_plist("1.2.3")
    assert info["LSBackgroundOnly"] is False and "LSUIElement" not in info
    assert info["LSMinimumSystemVersion"] == "13.0"
    assert info["NSRequiresAquaSystemAppearance"] is True
    assert info["LSHasLocalizedDisplayName"] is True
    # PyInstaller's own keys for a console bundle lose to ours (BUNDLE updates its dict with them).
    made = {"LSBackgroundOnly": True, "CFBundlePackageType": "APPL"}
    made.update(info)
    assert made["LSBackgroundOnly"] is False


def test_finder_opens_saved_games_with_the_app(tmp_path):
    bundle = load("bundle", PACKAGING / "macos")
    info = bundle.info_plist("1.2.3")
    (document,) = info["CFBundleDocumentTypes"]
    (exported,) = info["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert document["CFBundleTypeRole"] == "Editor" and document["LSHandlerRank"] == "Owner"
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["tabibito"]
    assert "public.data" in exported["UTTypeConformsTo"]
    for path in bundle.write_localisations(tmp_path):
        pairs = strings_file(path.read_text(encoding="utf-8"))
        assert set(pairs) == {"CFBundleDisplayName", "CFBundleName", document["CFBundleTypeName"]}
        if path.parent.name != "en.lproj":
            assert pairs[document["CFBundleTypeName"]] != document["CFBundleTypeName"], path


def test_the_disk_image_script_links_applications():
    script = (PACKAGING / "macos" / "make_dmg.sh").read_text(encoding="utf-8")
    assert "ln -s /Applications" in script and "hdiutil create" in script
    assert bash_syntax_ok(PACKAGING / "macos" / "make_dmg.sh")


def built_mac_app(folder: Path, info: dict, languages=LANGUAGES) -> Path:
    """A built Tabibito.app as far as check_app.py reads it."""
    app = folder / "Tabibito.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    (app / "Contents" / "MacOS" / "tabibito").write_bytes(b"")
    (app / "Contents" / "Info.plist").write_bytes(plistlib.dumps(
        {"CFBundleExecutable": "tabibito", **info}))
    bundle = load("bundle", PACKAGING / "macos")
    for path in bundle.write_localisations(app / "Contents" / "Resources"):
        if path.parent.name.removesuffix(".lproj") not in languages:
            path.unlink()
    return app


def test_the_built_app_check_passes_what_the_spec_makes(tmp_path):
    check = load("check_app", PACKAGING / "macos")
    info = load("bundle", PACKAGING / "macos").info_plist("1.2.3")
    assert check.problems(built_mac_app(tmp_path, info), (13, 0)) == []


def test_the_built_app_check_finds_each_way_a_mac_app_goes_wrong(tmp_path):
    check = load("check_app", PACKAGING / "macos")
    info = {**load("bundle", PACKAGING / "macos").info_plist("1.2.3"), "LSBackgroundOnly": True,
            "LSMinimumSystemVersion": "12.0", "CFBundleDocumentTypes": []}
    found = check.problems(built_mac_app(tmp_path, info, languages=("en", "de")),
                           (13, 0))
    assert any("background-only" in problem for problem in found)
    assert any("12.0 is older than the 13.0" in problem for problem in found)
    assert any("ja.lproj/InfoPlist.strings is missing" in problem for problem in found)
    assert any("document type" in problem for problem in found)


def test_the_qt_wheels_minimum_macos_is_read_from_its_tags():
    check = load("check_app", PACKAGING / "macos")
    wheel = ("Wheel-Version: 1.0\nRoot-Is-Purelib: false\n"
             "Tag: cp310-abi3-macosx_13_0_universal2\n")
    assert check.wheel_minimum_macos(wheel) == (13, 0)
    assert check.wheel_minimum_macos("Tag: cp310-abi3-manylinux_2_28_x86_64\n") is None
    bundle = load("bundle", PACKAGING / "macos")
    assert check.version_tuple(bundle.MINIMUM_MACOS) >= check.wheel_minimum_macos(wheel)


def fake_tool(folder: Path, name: str, script: str) -> None:
    tool = folder / name
    tool.write_text("#!/usr/bin/env bash\n" + script, encoding="utf-8")
    tool.chmod(0o755)


def run_make_dmg(tmp_path: Path, failures: int) -> tuple[subprocess.CompletedProcess, int]:
    """make_dmg.sh in a copy of the repository's layout, with an hdiutil that fails
    ``failures`` times ("Resource busy") before it makes the image, and a sleep that does not."""
    bash = real_bash()
    if bash is None:
        pytest.fail("bash is missing")
    repo = tmp_path / "repo"
    (repo / "packaging" / "macos").mkdir(parents=True)
    shutil.copy(PACKAGING / "macos" / "make_dmg.sh", repo / "packaging" / "macos")
    (repo / "dist" / "Tabibito.app" / "Contents").mkdir(parents=True)
    tools = tmp_path / "bin"
    tools.mkdir()
    fake_tool(tools, "sleep", "exit 0\n")
    fake_tool(tools, "hdiutil", f"""calls="{tmp_path}/calls"
echo x >> "$calls"
if [ "$(wc -l < "$calls")" -le {failures} ]; then
  echo "hdiutil: create failed - Resource busy" >&2; exit 1
fi
echo dmg > "${{@: -1}}"
""")
    done = subprocess.run([bash, str(repo / "packaging" / "macos" / "make_dmg.sh"), "1.2.3"],
                          capture_output=True, text=True, encoding="utf-8",
                          env={**os.environ, "PATH": f"{tools}{os.pathsep}{os.environ['PATH']}"})
    calls = (tmp_path / "calls").read_text(encoding="utf-8").count("x")
    return done, calls


@pytest.mark.skipif(sys.platform == "win32", reason="make_dmg.sh is macOS's (its links, hdiutil)")
def test_the_disk_image_is_tried_again_when_hdiutil_is_busy(tmp_path):
    done, calls = run_make_dmg(tmp_path, failures=2)
    assert done.returncode == 0, done.stderr
    assert calls == 3 and "try 2 of 5" in done.stderr
    assert (tmp_path / "repo" / "dist" / "tabibito-1.2.3-macos.dmg").read_text(
        encoding="utf-8") == "dmg\n"


@pytest.mark.skipif(sys.platform == "win32", reason="make_dmg.sh is macOS's (its links, hdiutil)")
def test_the_disk_image_gives_up_after_five_tries(tmp_path):
    done, calls = run_make_dmg(tmp_path, failures=99)
    assert done.returncode == 1 and calls == 5
    assert "hdiutil create failed 5 times" in done.stderr


# --- the release workflow -----------------------------------------------------------------


@pytest.fixture(scope="module")
def workflow():
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    data["on"] = data.pop(True, data.get("on"))  # YAML 1.1 reads the key `on` as True
    return data


def job_script(job: dict) -> str:
    return "\n".join(step.get("run", "") for step in job["steps"])


def test_the_workflow_runs_on_version_tags_and_tests_the_three_systems(workflow):
    assert workflow["on"]["push"]["tags"] == ["v*"]
    systems = workflow["jobs"]["test"]["strategy"]["matrix"]["os"]
    assert {re.match(r"[a-z]+", system).group() for system in systems} == {
        "ubuntu", "windows", "macos"}  # fmt: skip
    assert "python packaging/dev.py test" in job_script(workflow["jobs"]["test"])


@pytest.mark.parametrize(
    ("job", "system", "self_test", "artefact"),
    [
        ("linux", "ubuntu", ".ci/run --skip-tests", "tabibito_*_amd64.deb"),
        ("windows", "windows", "tabibito-console.exe --self-test",
         "tabibito-*-windows-x64-setup.exe"),
        ("macos", "macos", "Contents/MacOS/tabibito --self-test", "tabibito-*-macos.dmg"),
    ],
)
def test_each_system_builds_self_tests_and_uploads_its_installer(
    workflow, job, system, self_test, artefact
):
    spec = workflow["jobs"][job]
    assert spec["runs-on"].startswith(system) and set(spec["needs"]) == {"version", "test"}
    script = job_script(spec)
    assert self_test in script
    assert re.search(r"sha(256sum|sum -a 256)", script)
    uploads = [step for step in spec["steps"] if step.get("uses", "").startswith(
        "actions/upload-artifact")]  # fmt: skip
    assert uploads and artefact in uploads[0]["with"]["path"]
    assert "SHA256SUMS" in uploads[0]["with"]["path"]


def test_the_release_publishes_every_installer_with_checked_checksums(workflow):
    publish = workflow["jobs"]["publish"]
    assert set(publish["needs"]) == {"version", "linux", "windows", "macos"}
    script = job_script(publish)
    assert "sha256sum --check SHA256SUMS.txt" in script and "gh release create" in script


def test_ci_run_knows_the_workflows_options():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for option in ("--only-system-packages", "--skip-tests"):
        assert f"{option})" in ci
    assert bash_syntax_ok(ROOT / ".ci" / "run")


# --- every system checks out the same files -----------------------------------------------


def test_the_shell_scripts_have_lf_line_ends():
    """A CR makes bash fail on `do\\r`: .gitattributes keeps them LF in every checkout."""
    for script in SHELL_SCRIPTS:
        assert b"\r" not in script.read_bytes(), f"{script.name} has CRLF line ends"


def test_gitattributes_checks_out_every_text_file_with_lf():
    """What git on a Windows runner (core.autocrlf=true) writes: LF for the scripts, the saves
    and the data; the Inno Setup script as committed."""
    paths = [*(p.relative_to(ROOT).as_posix() for p in SHELL_SCRIPTS),
             "tests/golden/letsgo-4p-full.tabibito", "i18n/tabibito_ja.ts",
             "desktop/tabibito/cli.py", "packaging/windows/tabibito.iss"]
    done = subprocess.run(["git", "check-attr", "text", "eol", "--", *paths], cwd=ROOT,
                          capture_output=True, text=True, encoding="utf-8")
    assert done.returncode == 0, done.stderr
    attributes = {}
    for line in done.stdout.splitlines():
        path, name, value = line.split(": ")
        attributes.setdefault(path, {})[name] = value
    for path in paths[:-1]:
        assert attributes[path] == {"text": "auto", "eol": "lf"}, path
    assert attributes[paths[-1]]["text"] == "unset"


def job_steps(job: dict, words: str) -> list[dict]:
    return [step for step in job["steps"] if words in step.get("run", "")]


def run_step(script: str, cwd: Path, **env: str) -> subprocess.CompletedProcess:
    """A step's script as the runner's bash runs it (bash -e)."""
    bash = real_bash()
    if bash is None:
        pytest.skip("no bash to run the step with")
    return subprocess.run([bash, "-e", "-c", script], cwd=cwd, capture_output=True, text=True,
                          encoding="utf-8", env={**os.environ, **env})


def test_only_the_publishing_job_may_write(workflow):
    assert workflow["permissions"] == {"contents": "read"}
    writers = {name for name, job in workflow["jobs"].items() if "permissions" in job}
    assert writers == {"publish"}
    assert workflow["jobs"]["publish"]["permissions"] == {"contents": "write"}


def test_the_workflow_can_be_started_by_hand_and_publishes_only_tags(workflow):
    assert "workflow_dispatch" in workflow["on"]
    assert workflow["jobs"]["publish"]["if"] == "startsWith(github.ref, 'refs/tags/v')"


def test_nothing_is_built_before_the_tag_is_checked_against_the_version(workflow):
    jobs = workflow["jobs"]
    needs = {name: set([job["needs"]] if isinstance(job.get("needs"), str) else job.get("needs", []))
             for name, job in jobs.items()}
    assert needs["version"] == set() and needs["test"] == {"version"}
    for name in ("linux", "windows", "macos", "publish"):
        assert "version" in needs[name], name
    (step,) = job_steps(jobs["version"], "version.py")
    assert 'packaging/version.py --tag "$GITHUB_REF_NAME"' in step["run"]


def test_the_version_step_passes_the_tag_that_names_the_version(workflow, tmp_path):
    (step,) = job_steps(workflow["jobs"]["version"], "version.py")
    version = load("version").current()
    tools = tmp_path / "bin"  # the step's python3: this interpreter, on every system
    tools.mkdir()
    fake_tool(tools, "python3", f'exec "{Path(sys.executable).as_posix()}" "$@"\n')
    path = f"{tools}{os.pathsep}{os.environ['PATH']}"

    def run(ref_type: str, ref_name: str, output: Path) -> subprocess.CompletedProcess:
        return run_step(step["run"], ROOT, GITHUB_REF_TYPE=ref_type, GITHUB_REF_NAME=ref_name,
                        GITHUB_OUTPUT=str(output), PATH=path)

    done = run("tag", f"v{version}", tmp_path / "output")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "output").read_text(encoding="utf-8") == f"version={version}\n"
    done = run("tag", "v9.9.9", tmp_path / "wrong")
    assert done.returncode != 0 and "does not name the version" in done.stderr
    # started by hand on a branch: no tag to check
    done = run("branch", "main", tmp_path / "branch")
    assert done.returncode == 0, done.stderr


def publish_artefacts(folder: Path, names: list[str]) -> None:
    folder.mkdir(parents=True)
    for name in names:
        (folder / name).write_bytes(name.encode())
    sums = {"linux": [n for n in names if "linux" in n or n.endswith(".deb")],
            "windows": [n for n in names if "windows" in n],
            "macos": [n for n in names if "macos" in n]}
    for system, files in sums.items():
        with (folder / f"SHA256SUMS-{system}.txt").open("wb") as listing:
            subprocess.run(["sha256sum", *files], cwd=folder, check=True, stdout=listing)


@pytest.mark.skipif(shutil.which("sha256sum") is None, reason="the publish job runs on Ubuntu")
def test_publishing_refuses_an_installer_not_named_with_the_version(workflow, tmp_path):
    (step,) = job_steps(workflow["jobs"]["publish"], "sha256sum --check")
    good = ["tabibito_1.2.3_amd64.deb", "tabibito-1.2.3-linux-x86_64.tar.gz",
            "tabibito-1.2.3-windows-x64-setup.exe", "tabibito-1.2.3-macos.dmg"]
    publish_artefacts(tmp_path / "ok" / "artefacts", good)
    done = run_step(step["run"], tmp_path / "ok", VERSION="1.2.3")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "ok" / "artefacts" / "SHA256SUMS.txt").read_text(
        encoding="utf-8").count("\n") == 4
    publish_artefacts(tmp_path / "old" / "artefacts", [*good[:3], "tabibito-1.2.2-macos.dmg"])
    done = run_step(step["run"], tmp_path / "old", VERSION="1.2.3")
    assert done.returncode == 1 and "not named with the version 1.2.3" in done.stderr


def test_the_mac_build_fails_on_a_bundle_that_cannot_be_signed_and_checks_it(workflow):
    macos = workflow["jobs"]["macos"]
    (build,) = job_steps(macos, "dev.py build")
    assert build["env"] == {"PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR": "1",
                            "PYINSTALLER_VERIFY_BUNDLE_SIGNATURE": "1"}
    script = job_script(macos)
    # the built app and the copy inside the disk image
    assert script.count("codesign --verify --deep --strict") == 2
    assert "lipo -archs dist/Tabibito.app/Contents/MacOS/tabibito" in script
    assert "packaging/macos/check_app.py dist/Tabibito.app" in script
    assert 'tabibito --version)" = "tabibito $VERSION"' in script


def test_the_windows_installer_is_checked_like_the_deb(workflow):
    """Its exit code, an upgrade over a stale file, the association, the installed self-test
    through the console exe, the windowed exe's exit, and an uninstall that leaves nothing."""
    (step,) = job_steps(workflow["jobs"]["windows"], "unins000.exe")
    script = step["run"]
    assert script.count("$p.ExitCode -ne 0") == 2  # setup and the uninstaller
    assert "stale-plugin.dll" in script and "Tabibito.Save" in script
    assert '"$app\\tabibito-console.exe" --self-test quick' in script
    assert "$LASTEXITCODE -ne 0" in script and "WaitForExit" in script
    assert "Test-Path $app" in script and "left files in $app" in script


def test_the_windows_build_is_checked_for_what_the_spec_leaves_out(workflow):
    (step,) = job_steps(workflow["jobs"]["windows"], "tabibito-console.exe --self-test")
    assert "for dropped in opengl32sw.dll plugins/styles" in step["run"]
    assert '"opengl32sw.dll"' in (PACKAGING / "tabibito.spec").read_text(encoding="utf-8")


def test_every_frozen_app_run_has_a_time_limit(workflow):
    """A message box or a hung start must end the job in minutes, not after six hours."""
    for name in ("windows", "macos"):
        for step in job_steps(workflow["jobs"][name], "--self-test"):
            assert step.get("timeout-minutes", 60) <= 20, (name, step.get("name"))
    assert all(job.get("timeout-minutes", 360) <= 60 for name, job in workflow["jobs"].items()
               if name not in ("version", "publish"))


def test_ci_run_checks_the_frozen_apps_version_and_its_licence_texts():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    listed = re.search(r"^LICENCES=\((.*?)\)", ci, re.M).group(1).split()
    assert sorted(listed) == sorted(p.name for p in (ROOT / "resources" / "licences").glob("*.txt"))
    assert 'same_version "$(dist/tabibito/tabibito --version' in ci
    assert 'same_version "$(cd / && tabibito --version' in ci  # the .deb's launcher
    assert "has_licences dist/tabibito/_internal/resources/licences" in ci
    assert "has_licences /usr/share/doc/tabibito" in ci
