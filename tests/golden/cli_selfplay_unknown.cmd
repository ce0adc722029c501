selfplay level1 level1 scenario nosuch
