"""Several folders as one project: a folder of links to them, so that no configuration or git
work tree around them decides the project root (shared by the benchmarks that lint apps together)."""
import os


def link_folders(folders, project):
    """Links each folder into `project` under its own name (made unique); returns the names."""
    names = []
    for folder in folders:
        name = os.path.basename(os.path.normpath(folder)) or "root"
        while name in names:
            name += "_"
        names.append(name)
        os.symlink(os.path.abspath(folder), os.path.join(project, name))
    return names
